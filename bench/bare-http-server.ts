// The read endpoint's work with no framework: node:http, the same session lookup and the same JSON
// body, no hooks, no security headers. What any HTTP server on this driver and machine could reach,
// so the ceiling ratio can be read against what HTTP alone costs. Started by the bench, never by the app.
import http from 'node:http';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { resumeSession } from '../src/server/auth/session-store';
import { toUserDto } from '../src/server/users/user-dto';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const SESSION_TOKEN = /(?:^|;\s*)sid=([^;]+)/;

const server = http.createServer(async (request, response) => {
  if (request.url === '/api/health') return response.writeHead(200).end();
  const token = SESSION_TOKEN.exec(request.headers.cookie ?? '')?.[1];
  const session = token ? await resumeSession(database.db, token, config.sessionIdleMinutes, new Date(), { slide: true }) : null;
  if (!session) return response.writeHead(401).end();
  const body = JSON.stringify({ user: toUserDto(session.user), csrfToken: session.csrfToken, idleMinutes: config.sessionIdleMinutes });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
});
process.on('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
server.listen(config.port, config.host);
