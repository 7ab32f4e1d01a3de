/** PostgreSQL's unique_violation, from either driver (Drizzle wraps the driver's error as `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const pgError = current as { code?: unknown; constraint?: unknown; message?: unknown }
    if (pgError.code === '23505') {
      if (!constraint) return true
      return pgError.constraint === constraint || String(pgError.message ?? '').includes(constraint)
    }
  }
  return false
}
