import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * Better Auth's user, extended with the profile (spec §3): one row per person. `image` is the
 * avatar (an http(s) URL or a file name in the avatars bucket).
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    username: text().notNull(),
    displayUsername: text(),
    role: text().notNull().default('user'),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    bannedAt: timestamp({ withTimezone: true }),
    bio: text().notNull().default(''),
    onlineDuration: integer().notNull().default(0),
    onlineCreditedAt: timestamp({ withTimezone: true }),
    title: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)],
)

/** Kept for Better Auth's schema; sessions live in `auth_store` (its secondary storage). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
)

/** Sign-in methods of a user: `credential` (password hash) or an OAuth provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_key').on(t.providerId, t.accountId),
  ],
)

export const verifications = pgTable(
  'verifications',
  {
    id: uuid().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** Better Auth's secondary storage: sessions, codes and rate-limit counters, with expiry. */
export const authStore = pgTable(
  'auth_store',
  {
    key: text().primaryKey(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_store_expires_at_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`)],
)
