import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/admin/users/{id}. */
  path: string;
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation the app documents at /api/openapi.json, so new routes are swept without a list to keep. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

export const hasPathParams = (operation: Operation) => /\{[^}]+\}/.test(operation.path);

/** The path with every parameter replaced by the value. */
export const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
