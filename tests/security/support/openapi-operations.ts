import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/admin/users/{id}. */
  path: string;
  /** A path parameter takes any value (a record's id), not one of a closed list such as a statement's file name. */
  namesRecord: boolean;
}

interface DocumentedOperation {
  parameters?: { in: string; schema?: { enum?: unknown[] } }[];
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation the app documents at /api/openapi.json, so new routes are swept without a list to keep. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      namesRecord: (operation.parameters ?? []).some((parameter) => parameter.in === 'path' && !parameter.schema?.enum),
    })),
  );
}

export const hasPathParams = (operation: Operation) => /\{[^}]+\}/.test(operation.path);

/** The path with every parameter replaced by the value. */
export const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
