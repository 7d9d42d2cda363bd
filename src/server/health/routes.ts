import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { errorBody } from '../http/error-handler';
import { errorResponseSchema } from '../http/openapi';
import { checkReadiness, type CheckFailure } from './checks';
import { checkSecretKey, SECRET_KEY_MISMATCH } from './secret-key';

const checkResults = z
  .object({
    database: z.boolean().describe('`select 1` answered.'),
    migrations: z.boolean().describe('Every migration of this build is recorded as applied.'),
    dataDir: z.boolean().describe('A file could be written to and deleted from DATA_DIR.'),
    secretKey: z.boolean().describe('SECRET_KEY decrypts the secrets already stored (authenticator secrets, MT4 passwords).'),
  })
  .meta({ id: 'ReadinessChecks' });
const databaseKind = z.enum(['pglite', 'postgres']);

const liveResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
const readyResponse = z.object({ status: z.literal('ok'), database: databaseKind, checks: checkResults }).meta({ id: 'Readiness' });
const notReadyResponse = errorResponseSchema
  .extend({ database: databaseKind, checks: checkResults })
  .meta({ id: 'NotReady', description: 'Not ready: `checks` shows which check failed, the log says why.' });

/**
 * Liveness (the process answers; restart it if not) and readiness (send it traffic; wait if not).
 * /api/health is readiness under the name the bench, the e2e tests and existing probes poll.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A wrong SECRET_KEY is said once, at start: the readiness answers repeat only that the check fails.
  let secretKeyReported = false;
  const reportSecretKey = () => {
    if (!secretKeyReported) app.log.error({ check: 'secretKey' }, SECRET_KEY_MISMATCH);
    secretKeyReported = true;
  };
  app.addHook('onReady', async () => {
    await checkSecretKey(ctx).catch(reportSecretKey);
  });
  const logFailure = (request: FastifyRequest, { check, error }: CheckFailure) => {
    if (check === 'secretKey') reportSecretKey();
    else request.log.warn({ check, err: error }, 'readiness check failed');
  };

  app.get(
    '/api/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Check that the server process answers (no database work)',
        tags: ['health'],
        response: { 200: liveResponse },
      },
      config: { openapi: { access: 'public' } },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readinessRoutes = [
    { url: '/api/health/ready', operationId: 'getReadiness', summary: 'Check that the server can serve: database, migrations, data directory, secret key' },
    { url: '/api/health', operationId: 'getHealth', summary: 'The readiness check under its older name (what existing probes poll)' },
  ];
  for (const { url, operationId, summary } of readinessRoutes) {
    app.get(
      url,
      {
        schema: { operationId, summary, tags: ['health'], response: { 200: readyResponse, 503: notReadyResponse } },
        config: { openapi: { access: 'public' } },
      },
      async (request, reply) => {
        const { checks, failures } = await checkReadiness(ctx);
        if (failures.length === 0) return { status: 'ok' as const, database: ctx.dbKind, checks };
        for (const failure of failures) logFailure(request, failure);
        const failed = failures.map((failure) => failure.check).join(', ');
        const message = `Not ready: the ${failed} check failed.${checks.secretKey ? '' : ` ${SECRET_KEY_MISMATCH}`}`;
        return reply.code(503).send({ ...errorBody(request, 'NOT_READY', message), database: ctx.dbKind, checks });
      },
    );
  }
};
