import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const PG_CHECK_VIOLATION = '23514';

/** Every failure becomes `{error: {code, message}}`; only a real defect is a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { cause?: { code?: string } }, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .code(400)
        .send({ error: { code: 'VALIDATION_FAILED', message: first?.message ?? 'Invalid request.' } });
    }
    const pgCode = (error as { code?: string }).code ?? error.cause?.code;
    if (pgCode === PG_CHECK_VIOLATION) {
      return reply.code(400).send({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error(error);
    return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
}
