// `npm run lint:openapi` step one: the OpenAPI document exactly as GET /api/openapi.json serves it,
// written to a file (default dist/openapi.json) for `redocly lint` and client generators. The app is
// built on an in-memory PGlite and never listens; no route runs, so the database needs no tables.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { systemClock } from '../src/server/context';
import { openPglite } from '../src/server/db/client';

const target = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const database = await openPglite();
// loadConfig({}): the document must not depend on the environment of whoever runs the script.
const app = await buildApp({ db: database.db, dbKind: database.kind, config: loadConfig({}), clock: systemClock }, { serveClient: false });
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
} finally {
  await app.close();
  await database.close();
}
