import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { configuredProcessors } from './processors';
import { receiveWebhook } from './receive-webhook';

const received = z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' });

/**
 * `POST /api/webhooks/<processor>` for each configured processor. The body is kept as the raw bytes
 * the signature covers (any content type), so it is parsed only after the signature holds.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const processor of configuredProcessors(ctx.config).all) {
    app.post(
      `/api/webhooks/${processor.name}`,
      {
        schema: {
          operationId: `${processor.name}Webhook`,
          summary: `The ${processor.name} payment processor's signed webhook: the invoice it names is checked with the processor and acted on`,
          tags: ['payments'],
          response: { 200: received },
        },
        config: { signedWebhook: true, openapi: { access: 'public', refusals: [401, 503] } },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await receiveWebhook(ctx, processor, rawBody, request.headers);
        if (answer === 401) throw new AppError(401, 'BAD_SIGNATURE', 'Missing or wrong webhook signature.');
        if (answer === 503) throw new AppError(503, 'PROCESSOR_UNAVAILABLE', 'The payment processor did not answer; deliver again later.');
        return { received: true as const };
      },
    );
  }
};
