/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when a unique index refused the write. Both drivers are covered: node-postgres puts the code
 * on the error, PGlite on it too, and Drizzle wraps either in an error whose `cause` carries it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** The index or constraint that refused the write, wherever the driver or Drizzle's wrapper put its name. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error as { constraint?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.constraint === 'string') return current.constraint;
  }
  return undefined;
}
