import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { marketOverview } from '../../shared/schemas/market';
import { configuredMarket } from './configured';

/** Public: the same figures feed the dashboard widgets and the public pages. */
export const marketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const provider = configuredMarket(ctx.config);
  const schema = { operationId: 'getMarketOverview', summary: 'Coin prices, a price chart and news', tags: ['market'], response: { 200: marketOverview } };
  app.get('/api/market', { schema, config: { openapi: { access: 'public' } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return provider.overview();
  });
};
