import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../../../shared/pagination'
import type { PeopleQuery, Person } from '../../../shared/social'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { keyset } from '../../lib/keyset'
import { authorVisible } from '../../policy/visibility'
import { summaryColumns, toUserSummary } from '../../records/user-summary'
import { relationshipFields, toRelationship } from './relationship'

/** The columns a person row shows, with where the caller stands with them. */
function personFields(actorId: string | null) {
  return {
    ...summaryColumns(users),
    bio: users.bio,
    ...relationshipFields(actorId, users.id),
  }
}

type PersonRow = {
  id: string
  name: string
  username: string
  displayUsername: string | null
  image: string | null
  bio: string
  title: string | null
  isFollowing: boolean
  followsMe: boolean
  isBlocking: boolean
  blocksMe: boolean
}

function toPerson(actorId: string | null, row: PersonRow): Person {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    title: row.title,
    relationship: toRelationship(actorId, row.id, row),
  }
}

/**
 * One page of people joined from a relation table (follows or blocks), newest first on that
 * table's `(owner, created_at desc, other desc)` index: `personId` is the column naming the
 * person each row shows. People the author rule hides from the caller (banned, or a block
 * between them) are left out, unless `showHidden` (my own blocked list).
 */
export async function listPeople(
  db: Db,
  actorId: string | null,
  query: PeopleQuery,
  relation: {
    table: PgTable
    createdAt: PgColumn
    personId: PgColumn
    where: SQL
    showHidden?: boolean
  },
): Promise<Page<Person>> {
  const paged = keyset<PersonRow & { relatedAt: Date }, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [relation.createdAt, relation.personId],
    keyOf: (row) => [row.relatedAt.toISOString(), row.id],
  })
  const rows = await db
    .select({
      ...personFields(actorId),
      relatedAt: sql<Date>`${relation.createdAt}`.mapWith(relation.createdAt) as SQL<Date>,
    })
    .from(relation.table)
    .innerJoin(users, eq(users.id, relation.personId))
    .where(
      and(
        relation.where,
        relation.showHidden ? undefined : authorVisible.sql({ authorId: users.id, actorId }),
        paged.where,
      ),
    )
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, (row) => toPerson(actorId, row))
}
