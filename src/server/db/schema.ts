/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from '../auth/auth.table'
export * from '../features/profiles/avatar-upload.table'
