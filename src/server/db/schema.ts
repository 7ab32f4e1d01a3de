/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from '../auth/auth.table'
export * from '../features/books/book.table'
export * from '../features/media/media-upload.table'
export * from '../features/notes/note.table'
export * from '../features/points/point.table'
export * from '../features/profiles/avatar-upload.table'
export * from '../features/stars/star.table'
