import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { fillPath } from '../../../tests/security/support/openapi-operations';
import { kycFieldsSchema } from '../../shared/schemas/kyc';
import { API_TAGS } from './openapi-schemas';

interface MediaType {
  schema: Schema;
}
interface Schema {
  $ref?: string;
  anyOf?: Schema[];
  type?: string | string[];
  items?: Schema;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  openapi: string;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const ERROR_REF = '#/components/schemas/Error';
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** Every request that moves money or decides a queued request runs under an Idempotency-Key. */
const MONEY_REQUESTS = [
  'post /api/investments',
  'post /api/withdrawals',
  'post /api/mt4-subscriptions',
  'post /api/admin/users/{id}/adjustments',
  'post /api/admin/adjustments/{id}/approve',
  'post /api/admin/adjustments/{id}/reject',
  ...['deposits', 'withdrawals', 'mt4-subscriptions', 'kyc'].flatMap((queue) =>
    ['approve', 'reject'].map((decision) => `post /api/admin/${queue}/{id}/${decision}`),
  ),
];

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ label: `${method} ${path}`, method, path, operation })),
  );

/** A body or answer a client generator can name: a component, or null/an array of one. */
const isNamed = (schema: Schema): boolean =>
  Boolean(schema.$ref?.startsWith('#/components/schemas/')) ||
  (schema.type === 'array' && isNamed(schema.items!)) ||
  (schema.anyOf?.length === 2 && schema.anyOf.some((branch) => branch.type === 'null') && schema.anyOf.some(isNamed));

describe.each(testDatabaseKinds())('the OpenAPI document (%s)', (kind) => {
  const t = useTestApp(kind);
  let document: Document;

  beforeAll(async () => {
    // A page route of the kind the built web app adds (its catch-all), registered before the app starts.
    t.app.get('/some-page/*', async () => 'a page');
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('gives every operation a unique camelCase operationId, a summary and one of the declared tags', () => {
    const declaredTags = new Set(document.tags.map((tag) => tag.name));
    expect(declaredTags).toEqual(new Set(API_TAGS.map((tag) => tag.name)));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const faults = operations.flatMap(({ label, operation }) => [
      ...(/^[a-z][a-zA-Z0-9]+$/.test(operation.operationId ?? '') ? [] : [`${label}: operationId ${operation.operationId}`]),
      ...(operation.summary?.trim() ? [] : [`${label}: no summary`]),
      ...(operation.tags?.length === 1 && declaredTags.has(operation.tags[0]!) ? [] : [`${label}: tags ${operation.tags}`]),
    ]);
    expect(faults, 'give each route schema.operationId, summary and tags (a tag of API_TAGS in openapi-schemas.ts)').toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents only the JSON API: no web app pages, development pages or the reference itself', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/') || /^\/api\/(dev|docs)\b|^\/api\/openapi\.json$/.test(path))).toEqual([]);
    // Both exist in this app (a non-production one), and are left out on purpose.
    expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/mail' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/some-page/*' })).toBe(true);
  });

  it('answers every 4xx with the one Error schema, and that schema is the shape the server sends', async () => {
    const faults = operationsOf(document).flatMap(({ label, operation }) => {
      const errors = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      return [
        ...(errors.length > 0 || operation.security?.length === 0 ? [] : [`${label}: no 4xx answer`]),
        ...errors
          .filter(([, answer]) => answer.content?.['application/json']?.schema.$ref !== ERROR_REF)
          .map(([status]) => `${label} ${status}: not the Error schema`),
      ];
    });
    expect(faults).toEqual([]);
    expect(document.components.schemas.Error).toMatchObject({
      required: ['error'],
      properties: { error: { required: ['code', 'message'], properties: { code: {}, message: {}, requestId: {} } } },
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(answer.statusCode).toBe(401);
    const { error, ...rest } = answer.json();
    expect(rest).toEqual({});
    expect(Object.keys(error).filter((key) => !['code', 'message', 'requestId'].includes(key))).toEqual([]);
    expect(error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('states each operation’s security: the session cookie, plus the x-csrf-token header on state-changing ones', () => {
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
    });
    const faults = operationsOf(document).flatMap(({ label, method, operation }) => {
      if (!operation.security) return [`${label}: no security`];
      const signedIn = operation.security.find((requirement) => 'session' in requirement);
      if (!signedIn) return operation.security.length === 0 ? [] : [`${label}: ${JSON.stringify(operation.security)}`];
      const expected = STATE_CHANGING.has(method) ? ['csrfToken', 'session'] : ['session'];
      return JSON.stringify(Object.keys(signedIn).sort()) === JSON.stringify(expected) ? [] : [`${label}: ${JSON.stringify(signedIn)}`];
    });
    expect(faults).toEqual([]);
    const publicOperations = operationsOf(document)
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ label }) => label);
    expect(publicOperations).toEqual(expect.arrayContaining(['get /api/health', 'get /api/plans', 'post /api/auth/login', 'post /api/auth/register']));
  });

  it('matches what the server does: a read documented as needing a session refuses one without it, a public read does not', async () => {
    const mismatches: string[] = [];
    for (const { label, path, operation } of operationsOf(document).filter(({ method }) => method === 'get')) {
      const response = await t.app.inject({ method: 'GET', url: fillPath(path, randomUUID()) });
      const needsSession = operation.security!.length > 0;
      const refused = response.statusCode === (path.startsWith('/api/admin/') ? 404 : 401);
      if (needsSession !== refused) mismatches.push(`${label}: documented ${needsSession ? 'signed-in' : 'public'}, answered ${response.statusCode}`);
      if (needsSession && !operation.responses[path.startsWith('/api/admin/') ? '404' : '401']) mismatches.push(`${label}: refusal not documented`);
    }
    expect(mismatches).toEqual([]);
  });

  it('takes an Idempotency-Key header on every money request', () => {
    const withKey = operationsOf(document)
      .filter(({ operation }) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'))
      .map(({ label }) => label);
    expect(withKey.sort()).toEqual([...MONEY_REQUESTS].sort());
    for (const label of MONEY_REQUESTS) {
      const [method, path] = label.split(' ') as [string, string];
      expect(Object.keys(document.paths[path]![method]!.responses), label).toContain('409');
    }
  });

  it('names every JSON body and answer as a component schema', () => {
    const unnamed = operationsOf(document).flatMap(({ label, operation }) => [
      ...Object.entries(operation.requestBody?.content ?? {})
        .filter(([, media]) => !isNamed(media.schema))
        .map(([type]) => `${label} body ${type}`),
      ...Object.entries(operation.responses).flatMap(([status, answer]) =>
        Object.entries(answer.content ?? {})
          .filter(([type, media]) => type === 'application/json' && !isNamed(media.schema))
          .map(() => `${label} ${status}`),
      ),
    ]);
    expect(unnamed, 'name the schema: .meta({ id }) beside it, or in src/server/http/openapi-schemas.ts').toEqual([]);
    const refs = JSON.stringify(document.paths).match(/#\/components\/schemas\/[A-Za-z0-9]+/g) ?? [];
    for (const ref of new Set(refs)) expect(document.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  });

  it('serves the reference page at /api/docs, every file of it from this server, showing this document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((asset) => !asset.startsWith('./static/'))).toEqual([]);
    for (const asset of assets) {
      expect((await t.app.inject({ method: 'GET', url: `/api/docs/${asset.slice(2)}` })).statusCode, asset).toBe(200);
    }
    const initializer = (await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })).body;
    // No validator badge (it would send the document to validator.swagger.io), no other site named in code.
    expect(initializer).toContain('validatorUrl: null');
    expect(initializer).not.toMatch(/["'`]https?:\/\//);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('describes the KYC submission as a multipart form: the text fields and the three files as binary', () => {
    const body = document.paths['/api/kyc']!.post!.requestBody!.content;
    expect(Object.keys(body)).toEqual(['multipart/form-data']);
    const form = document.components.schemas[body['multipart/form-data']!.schema.$ref!.split('/').pop()!]!;
    const textFields = Object.keys(kycFieldsSchema.shape);
    for (const field of textFields) expect(form.properties?.[field]?.type, field).toBe('string');
    for (const file of ['idFront', 'idBack', 'selfie']) expect(form.properties?.[file], file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required?.sort()).toEqual([...textFields, 'idFront', 'idBack', 'selfie'].sort());
  });
});
