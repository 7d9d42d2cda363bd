import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changesState, needsCsrfToken } from './request-forgery';
import { SESSION_COOKIE } from './session-cookie';
import { API_TAGS } from './openapi-schemas';
import { withoutUnusedSchemas } from './openapi-prune';

/** The 4xx answers the API gives (and 503 from a payment processor); each is documented with the one error body below. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * What the API reference needs to know about a route beyond its schema (where its operationId,
 * summary, tags, body and answers are). The cross-cutting parts of every operation (security,
 * Idempotency-Key, error answers) are derived from this in one place, documentRoute below.
 */
interface RouteDocumentation {
  /**
   * Who may call it. Routes under /api/admin/ are for admins by their prefix; a route that takes no
   * anti-forgery token (skipCsrfToken) needs no session, so it defaults to public; the rest to signed-in.
   */
  access?: 'public' | 'signed-in';
  /** It accepts an Idempotency-Key (money/run.ts): the same key replays the first answer. */
  idempotent?: boolean;
  /** 4xx answers of the route's own rules that its inputs, access and method do not already imply. */
  refusals?: ErrorStatus[];
  /** The form of a multipart route: @fastify/multipart reads it in the handler, so Fastify validates no body schema. */
  multipartForm?: z.ZodType;
  /** The content types of the file it answers with (a stream, which Fastify sends without a response schema). */
  download?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocumentation;
  }
}

/** Every 4xx answer is this shape (src/server/http/error-handler.ts). */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe('A stable code for programs, e.g. VALIDATION_FAILED, INSUFFICIENT_BALANCE.'),
      message: z.string().describe('The sentence to show the user.'),
      requestId: z.string().optional().describe("The request's id in the server log, to quote when asking for help."),
    }),
  })
  .meta({ id: 'Error' });

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid request: a field, the body or a rule of the operation refused it; `message` says which.',
  401: 'Not signed in, the session expired, or (at sign-in) the email or password is wrong.',
  403: 'Refused: a cross-origin request, a missing or wrong x-csrf-token, or an action this user may not take.',
  404: 'Not found, or not visible to this user (admin operations answer 404 to anyone but an admin).',
  409: 'Conflicts with the current state: already decided or submitted, a name taken, or an Idempotency-Key reused with another body.',
  413: 'The body is too large (1 MiB; 10 MB for each KYC file).',
  429: 'Too many requests: wait a few minutes before trying again.',
  503: 'A payment processor did not answer in time or answered an error; nothing was created or changed: try again later.',
};

const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'Any unique string (a UUID) chosen per request: a retry with the same key and body replays the first answer, with the same key and another body gets 409.',
    ),
});

const SUCCESS_DESCRIPTIONS: Record<string, string> = { 200: 'OK.', 201: 'Created.', 202: 'Accepted.' };

/** A JSON answer described by its status, unless its schema says more (swagger would write "Default Response"). */
function describedAnswers(response: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response ?? {}).map(([status, answer]) =>
      answer instanceof z.ZodType && !answer.description && SUCCESS_DESCRIPTIONS[status]
        ? [status, { description: SUCCESS_DESCRIPTIONS[status], content: { 'application/json': { schema: answer } } }]
        : [status, answer],
    ),
  );
}

const ADMIN_NOTE =
  'Admin only: anyone else gets 404, as if the operation did not exist; an operator whose role lacks the permission (src/server/admin/permissions.ts) gets 403 FORBIDDEN_ROLE.';

const fileAnswer = (contentTypes: readonly string[]) => ({
  description: 'The file, as an attachment.',
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.file() }])),
});

function securityOf(access: 'public' | 'signed-in' | 'admin', withCsrfToken: boolean): FastifySchema['security'] {
  const signedIn: Record<string, string[]> = withCsrfToken ? { session: [], csrfToken: [] } : { session: [] };
  if (access !== 'public') return [signedIn];
  // Sign-out works without a session too; with one, it needs the session's token.
  return withCsrfToken ? [signedIn, {}] : [];
}

function errorStatusesOf(schema: FastifySchema, access: string, method: string, documentation: RouteDocumentation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(documentation.refusals);
  const takesBody = Boolean(schema.body ?? documentation.multipartForm);
  if (takesBody || schema.querystring || schema.params || documentation.idempotent) statuses.add(400);
  if (access === 'signed-in') statuses.add(401);
  if (changesState(method)) statuses.add(403);
  if (access === 'admin' || schema.params) statuses.add(404);
  if (documentation.idempotent) statuses.add(409);
  if (takesBody) statuses.add(413);
  return [...statuses].sort();
}

/**
 * Only the JSON API under /api/ is documented: not the web app's pages, not this reference's own
 * files, not the development mail page (hidden at its route).
 */
const documentRoute: SwaggerTransform = ({ schema, url, route, ...documentObject }) => {
  if (!url.startsWith('/api/') || schema?.hide) return { schema: { hide: true }, url };
  const documentation = route.config?.openapi ?? {};
  const method = route.method as HTTPMethods;
  const access = url.startsWith('/api/admin/') ? 'admin' : (documentation.access ?? (route.config?.skipCsrfToken ? 'public' : 'signed-in'));
  const errors = Object.fromEntries(
    errorStatusesOf(schema, access, method, documentation).map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: errorResponseSchema } } },
    ]),
  );
  return jsonSchemaTransform({
    ...documentObject,
    url,
    route,
    schema: {
      ...schema,
      ...(documentation.multipartForm && { body: documentation.multipartForm }),
      ...(documentation.idempotent && { headers: idempotencyHeader }),
      ...(access === 'admin' && { description: [ADMIN_NOTE, schema.description].filter(Boolean).join(' ') }),
      security: securityOf(access, needsCsrfToken(method, route.config ?? {})),
      response: { ...describedAnswers(schema.response), ...(documentation.download && { 200: fileAnswer(documentation.download) }), ...errors },
    },
  });
};

const namedSchemas = createJsonSchemaTransformObject({});
const documentObject: SwaggerTransformObject = (document) => withoutUnusedSchemas(namedSchemas(document));

/**
 * The OpenAPI document (GET /api/openapi.json) and its reference page (/api/docs), both built from
 * the routes' own zod schemas. Call before the routes are registered: the document is collected
 * from them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Investment platform API',
        version: '1.0.0',
        description:
          'JSON over HTTP. Money is integer cents (`amountCents`), percentages basis points (`…Bps`), times ISO 8601. ' +
          'Every error is `{"error": {"code", "message"}}` with a 4xx status.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: API_TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie (HttpOnly) that POST /api/auth/login and POST /api/auth/register set.',
          },
          csrfToken: {
            type: 'apiKey',
            in: 'header',
            name: 'x-csrf-token',
            description: "The session's csrfToken (from sign-in, registration or GET /api/auth/session), sent with every state-changing request.",
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: documentObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Swagger UI's own files, served from node_modules; no validator badge, so nothing is fetched from another site.
  await app.register(swaggerUi, { routePrefix: '/api/docs', theme: { title: 'Investment platform API reference' } });
}
