import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { pathOf } from './request-logging';

const PG_CHECK_VIOLATION = '23514';

/** The one error body: what failed, in words, and the request id that finds its log line. */
export const errorBody = (request: FastifyRequest, code: string, message: string) => ({ error: { code, message, requestId: request.id } });

/** Every failure becomes `{error: {code, message, requestId}}`; only a real defect is a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { cause?: { code?: string } }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(request, error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(errorBody(request, 'VALIDATION_FAILED', first?.message ?? 'Invalid request.'));
    }
    const pgCode = (error as { code?: string }).code ?? error.cause?.code;
    if (pgCode === PG_CHECK_VIOLATION) {
      return reply.code(400).send(errorBody(request, 'INSUFFICIENT_BALANCE', 'Insufficient balance.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(request, error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url ?? null, path: pathOf(request.url) }, 'request failed');
    return reply.code(500).send(errorBody(request, 'INTERNAL', 'Something went wrong.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(request, 'NOT_FOUND', `No route ${request.method} ${pathOf(request.url)}`));
  });
}
