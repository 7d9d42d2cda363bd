import type { SwaggerTransformObject } from '@fastify/swagger';

type Document = ReturnType<SwaggerTransformObject>;
interface WithSchemas {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

const SCHEMA_REF = '#/components/schemas/';

function collectSchemaRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectSchemaRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) into.add(child.slice(SCHEMA_REF.length));
      else collectSchemaRefs(child, into);
    }
  }
}

/**
 * The document with only the component schemas its operations reach. The zod registry yields each
 * named schema twice, as read (`NameInput`) and as written (`Name`), and a schema is mostly only one
 * of those; the other would be an unused component.
 */
export function withoutUnusedSchemas(document: Document): Document {
  const { paths, components } = document as WithSchemas;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const reached = new Set<string>();
  collectSchemaRefs(paths, reached);
  for (const name of reached) collectSchemaRefs(schemas[name], reached);
  return {
    ...document,
    components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))) },
  } as Document;
}
