import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { sessionPlugin } from './auth/plugin';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerClientApp } from './http/static';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerOpenApi } from './http/openapi';
import { registerDomainRoutes } from './routes';
import { registerMetrics } from './metrics/routes';

export interface BuildAppOptions {
  logger?: boolean;
  serveClient?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerMetrics(app, ctx);

  await registerSecurityHeaders(app, ctx.config.production);
  await app.register(cookie);
  await app.register(formbody);
  // Limits are set per route (login, registration, support); nothing is limited globally. Counted
  // in the database, so N instances together allow the limit once, not N times.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  await registerOpenApi(app);
  await app.register(sessionPlugin, { ctx });

  await registerDomainRoutes(app, ctx);
  if (options.serveClient !== false) await registerClientApp(app);
  return app;
}
