import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { BIO_MAX, EMAIL_MAX, NAME_MAX, USERNAME_MAX } from '../../shared/accounts'

/** An avatar: an http(s) URL (Google's) or a file name in the avatars bucket. */
export const IMAGE_REF_MAX = 2048

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
    /** When an admin banned them (spec §4); `banned` is what every rule reads. */
    bannedAt: timestamp({ withTimezone: true }),
    bio: text().notNull().default(''),
    onlineDuration: integer().notNull().default(0),
    onlineCreditedAt: timestamp({ withTimezone: true }),
    title: text(),
    /** Moved in the transaction of each follow, unfollow, block, post and deletion. */
    followerCount: integer().notNull().default(0),
    followingCount: integer().notNull().default(0),
    postCount: integer().notNull().default(0),
    /** The last notification number given to this person (notifications.seq), under this row's lock. */
    notificationSeq: bigint({ mode: 'number' }).notNull().default(0),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Sessions begun, counted at each sign-in: the first is greeted Welcome, the rest Welcome back. */
    signInCount: integer().notNull().default(0),
  },
  // The last line behind the shared schemas: no route, the auth library's included, can store
  // an oversized field or a display name that is someone else's username.
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    // The few banned people: every visibility rule asks whether an author is one of them, and
    // the planner answers that from this set (a hashed subplan) instead of scanning everyone.
    index('users_banned_idx').on(t.id).where(sql`${t.banned}`),
    check('users_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(NAME_MAX))}`),
    check('users_email_length', sql`char_length(${t.email}) <= ${sql.raw(String(EMAIL_MAX))}`),
    check('users_username_length', sql`char_length(${t.username}) <= ${sql.raw(String(USERNAME_MAX))}`),
    check(
      'users_display_username_matches',
      sql`${t.displayUsername} is null or lower(${t.displayUsername}) = lower(${t.username})`,
    ),
    check('users_bio_length', sql`char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX))}`),
    check(
      'users_image_shape',
      sql`${t.image} is null or (char_length(${t.image}) <= ${sql.raw(String(IMAGE_REF_MAX))} and ${t.image} ~ '^(https?://[^[:space:]]+|[A-Za-z0-9][A-Za-z0-9._-]*)$')`,
    ),
    check('users_title_length', sql`${t.title} is null or char_length(${t.title}) <= 50`),
  ],
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
