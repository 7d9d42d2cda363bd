import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers a helmet middleware sets, recorded once: for a configuration without per-request parts. */
function recordHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers every answer carries, set by one hook (each hook on every request costs a call of its
 * own): helmet's, computed once at start, as nothing in them depends on the request (no nonces, no
 * per-request directives) and running helmet on each request set a dozen headers one by one through
 * Node's validating setHeader, about a tenth of the CPU of an API read; and the request id, so a
 * user's report can be matched to its log line.
 */
export function registerAnswerHeaders(app: FastifyInstance, production: boolean): void {
  const securityHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // For browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
