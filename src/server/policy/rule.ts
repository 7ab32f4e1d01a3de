import { type SQL, sql } from 'drizzle-orm'

/**
 * A rule written once and read two ways: as a function of facts already loaded (a policy, for
 * one row) and as an SQL predicate over columns (a filter, for lists and joins). Each fact says
 * how it reads in both; the rule combines facts with and / or / not, so the two forms cannot
 * drift apart (visibility.test.ts checks them against each other on a real database).
 */
export interface Fact<Facts, Columns> {
  test: (facts: Facts) => boolean
  sql: (columns: Columns) => SQL
}

export type Expr<Name extends string> =
  | Name
  | { readonly all: readonly Expr<Name>[] }
  | { readonly any: readonly Expr<Name>[] }
  | { readonly not: Expr<Name> }

export const all = <Name extends string>(...exprs: Expr<Name>[]): Expr<Name> => ({ all: exprs })
export const any = <Name extends string>(...exprs: Expr<Name>[]): Expr<Name> => ({ any: exprs })
export const not = <Name extends string>(expr: Expr<Name>): Expr<Name> => ({ not: expr })

export interface Rule<Facts, Columns> {
  test: (facts: Facts) => boolean
  sql: (columns: Columns) => SQL
}

export function defineRule<Facts, Columns, Name extends string>(
  facts: Record<Name, Fact<Facts, Columns>>,
  expr: Expr<Name>,
): Rule<Facts, Columns> {
  const test = (e: Expr<Name>, values: Facts): boolean => {
    if (typeof e === 'string') return facts[e].test(values)
    if ('all' in e) return e.all.every((part) => test(part, values))
    if ('any' in e) return e.any.some((part) => test(part, values))
    return !test(e.not, values)
  }
  const toSql = (e: Expr<Name>, columns: Columns): SQL => {
    if (typeof e === 'string') return sql`(${facts[e].sql(columns)})`
    if ('all' in e)
      return sql`(${sql.join(
        e.all.map((part) => toSql(part, columns)),
        sql` and `,
      )})`
    if ('any' in e)
      return sql`(${sql.join(
        e.any.map((part) => toSql(part, columns)),
        sql` or `,
      )})`
    return sql`(not ${toSql(e.not, columns)})`
  }
  return { test: (values) => test(expr, values), sql: (columns) => toSql(expr, columns) }
}
