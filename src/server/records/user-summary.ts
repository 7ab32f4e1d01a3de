import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { UserSummary } from '../../shared/books'

/** The columns of a person's summary, from `users` or an alias of it, wherever it is joined in. */
export function summaryColumns<
  T extends Record<'id' | 'name' | 'username' | 'displayUsername' | 'image' | 'title', AnyPgColumn>,
>(table: T): Pick<T, 'id' | 'name' | 'username' | 'displayUsername' | 'image' | 'title'> {
  return {
    id: table.id,
    name: table.name,
    username: table.username,
    displayUsername: table.displayUsername,
    image: table.image,
    title: table.title,
  }
}

/**
 * A person's summary built in SQL from the `users` row aliased `alias` (for raw statements
 * that return it as JSON): the same fields as toUserSummary, null when no row joined.
 */
export function summaryJson(alias: string): SQL<UserSummary | null> {
  return sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'username', coalesce(${alias}.display_username, ${alias}.username), 'avatarUrl', ${alias}.image, 'title', ${alias}.title) end`,
  ) as SQL<UserSummary | null>
}

/** The columns a person's summary is made of, wherever it is joined in. */
export interface UserColumns {
  id: string
  name: string
  username: string
  displayUsername: string | null
  image: string | null
  /** The badge they show beside their name. */
  title: string | null
}

/** A person as lists and cards show them: the username as they typed it. */
export function toUserSummary(user: UserColumns): UserSummary {
  return {
    id: user.id,
    name: user.name,
    username: user.displayUsername ?? user.username,
    avatarUrl: user.image,
    title: user.title,
  }
}
