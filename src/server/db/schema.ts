/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export {}
