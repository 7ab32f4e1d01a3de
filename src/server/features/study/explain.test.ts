import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DueList } from '../../../shared/study'
import { rowsOf } from '../../db/rows'
import { setupTestApp } from '../../test/app'
import { explain, type Statement, statementsOf } from '../../test/explain'
import { caller } from '../../test/fixtures'
import { createUser } from '../../test/users'

// "Next due for me" must walk study_cards_user_due_idx in due order and stop at the page's
// limit, however many cards a person has. The table is shaped as in use: many people with
// about as many cards each, every person's cards in their own book, so the statistics see what
// they would see in production (no one person common enough to be counted apart). Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const ctx = await setupTestApp()
const call = caller(ctx)
const { db } = ctx.deps.database

const PEOPLE = 30
const CARDS = 2000
const INDEX = 'study_cards_user_due_idx'

describe('the due query', () => {
  it(`walks ${INDEX} for one person among many`, async () => {
    const me = await createUser(ctx)
    // Everyone (me and the others) owns one private book of CARDS points, all of them in review,
    // due from 30 days ago to 30 days ahead.
    await db.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username)
      select gen_random_uuid(), 'Reader ' || i, 'reader' || i || '@explain.test', true, 'reader_' || i, 'reader_' || i
      from generate_series(1, ${PEOPLE - 1}::int) i`)
    await db.execute(sql`
      insert into books (id, owner_id, slug, title, visibility, point_count)
      select gen_random_uuid(), u.id, 'explain-' || u.username, 'Deck of ' || u.name, 'private', ${CARDS}::int
      from users u where u.id = ${me.id} or u.email like '%@explain.test'`)
    await db.execute(sql`
      insert into points (id, book_id, title, content, hidden_content, position)
      select gen_random_uuid(), b.id, 'Point ' || g, 'What point ' || g || ' says.', 'Answer ' || g, g
      from books b cross join generate_series(0, ${CARDS - 1}::int) g where b.slug like 'explain-%'`)
    await db.execute(sql`
      insert into study_cards (user_id, point_id, book_id, state, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, last_review)
      select b.owner_id, p.id, p.book_id, 2, now() + (random() * 60 - 30) * interval '1 day', 20, 5, 8, 20, 0, 4, 0,
        now() - interval '45 days'
      from points p join books b on b.id = p.book_id where b.slug like 'explain-%'`)
    for (const table of ['users', 'books', 'points', 'study_cards'])
      await db.execute(sql.raw(`analyze ${table}`))
    const [mine] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from study_cards where user_id = ${me.id}`,
    )
    expect(mine?.n).toBe(CARDS)

    let list: DueList | undefined
    const statements = await statementsOf(ctx.deps.database, async () => {
      const reply = await call<DueList>(me, 'GET', '/study/due?limit=50')
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      list = reply.body
    })
    expect(list?.items).toHaveLength(50)
    // Today's reviews, by due date: the statement that reads the most cards.
    const reviews = statements.filter((s) => /"study_cards"\."state" = 2 and/.test(s.text))
    expect(reviews).toHaveLength(1)
    const plan = await explain(ctx.deps.database, reviews[0] as Statement)
    expect(plan, plan).toContain(INDEX)
    // Walked in due order (not a bitmap of every due card, joined to its point and then sorted).
    expect(plan, plan).toContain(`Index Scan using ${INDEX}`)
    expect(plan, plan).not.toMatch(/Sort Key: .*study_cards\.due/)
  })
})
