import type { Queryable } from './client';

/**
 * A value built once per database handle (a prepared query): Drizzle spends longer assembling a
 * select than the database spends running it, so queries every request makes are built once.
 */
export function perDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const built = new WeakMap<Queryable, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
