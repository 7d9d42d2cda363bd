import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { sessionPlugin } from './auth/plugin';
import { registerErrorHandler } from './http/error-handler';
import { OneLinePerRequest, requestId, requestLogger } from './http/request-logging';
import { registerAnswerHeaders } from './http/answer-headers';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerClientApp } from './http/static';
import { registerRobotsTxt } from './http/robots';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { registerOpenApi } from './http/openapi';
import { registerDomainRoutes } from './routes';
import { dashboardFirstPaint } from './dashboard/first-paint';
import { landingFirstPaint } from './landing/first-paint';
import { signedInScreenFirstPaints } from './screens/first-paint';
import { paths } from '../shared/paths';
import { registerMetrics } from './metrics/routes';

export interface BuildAppOptions {
  /** Off when unset (tests); the server passes the configured logger. */
  logger?: FastifyBaseLogger;
  serveClient?: boolean;
  /** The built client to serve; the production build by default. */
  clientDir?: string;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new OneLinePerRequest(options.logger),
    childLoggerFactory: requestLogger,
    genReqId: requestId,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerAnswerHeaders(app, ctx.config.production);
  registerMetrics(app, ctx);

  await app.register(cookie);
  await app.register(formbody);
  // Limits are set per route (login, registration, support); nothing is limited globally. Counted
  // in the database, so N instances together allow the limit once, not N times.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  await registerOpenApi(app);
  await app.register(sessionPlugin, { ctx });

  await registerDomainRoutes(app, ctx);
  registerRobotsTxt(app);
  if (options.serveClient !== false)
    await registerClientApp(app, options.clientDir, {
      [paths.root]: landingFirstPaint,
      [paths.home]: landingFirstPaint,
      [paths.dashboard]: dashboardFirstPaint(ctx),
      ...signedInScreenFirstPaints(ctx),
    });
  return app;
}
