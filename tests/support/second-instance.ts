import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { openPostgres } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import type { TestApp } from './test-app';

/**
 * A second app instance on the test app's database, listening on 127.0.0.1 as a second server
 * behind a load balancer would: on PostgreSQL with a connection pool of its own; on PGlite on the
 * same handle, since a data directory admits one process only and its one writer serves both apps.
 * `url` is `path` on that instance. Closed before the test app (after-hooks run last-in, first-out).
 */
export function useSecondInstance(t: TestApp, path: string): { ctx: AppContext; url: string } {
  const second = { ctx: {} as AppContext, url: '' };
  let close = async () => {};
  beforeAll(async () => {
    let database = { db: t.ctx.db, close: async () => {} };
    if (t.ctx.dbKind === 'postgres') {
      const [current] = await selectRows<{ name: string }>(t.ctx.db, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${current!.name}`;
      database = openPostgres(url.toString(), 10);
    }
    second.ctx = { ...t.ctx, db: database.db };
    const app = await buildApp(second.ctx, { serveClient: false });
    second.url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${path}`;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());
  return second;
}
