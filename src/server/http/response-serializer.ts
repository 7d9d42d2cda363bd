import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNull = (schema: unknown) => isSchema(schema) && schema.type === 'null' && Object.keys(schema).length === 1;
/** Keywords after which fast-json-stringify ignores `nullable`, choosing a branch by validating instead. */
const CHOOSES_BY_VALIDATING = ['anyOf', 'oneOf', 'allOf', 'if', '$ref'];
/** What Ajv validates to choose a branch, which reads `nullable` otherwise: the branches, and the definitions they may name. */
const VALIDATED_BRANCHES = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'not', '$defs', 'definitions']);

/**
 * Zod writes a nullable field as `anyOf: [its type, {type: 'null'}]`, for which fast-json-stringify
 * validates the value against each branch with Ajv on every answer (more than half of writing a
 * session read's answer). The same field as its type with `nullable: true` is written by a null check.
 */
function nullableByCheck(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableByCheck);
  if (!isSchema(schema)) return schema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(schema).length === 1) {
    const other = branches.find((branch) => !isNull(branch));
    if (branches.some(isNull) && isSchema(other) && !CHOOSES_BY_VALIDATING.some((keyword) => keyword in other)) {
      return { ...(nullableByCheck(other) as JsonSchema), nullable: true };
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, VALIDATED_BRANCHES.has(key) ? value : nullableByCheck(value)]));
}

/** No schema is named here (names are for the API reference): every part is inline, where nullableByCheck reaches it. */
const UNNAMED = z.registry<z.GlobalMeta>();

/** A key that `shape` requires and no other of `shapes` declares. */
function ownRequiredKey(shape: z.ZodObject, shapes: z.ZodObject[]): string | undefined {
  return Object.keys(shape.shape).find(
    (key) => !shape.shape[key]!.safeParse(undefined).success && shapes.every((other) => other === shape || !(key in other.shape)),
  );
}

const writerOf = (schema: z.ZodType) =>
  fastJson(
    nullableByCheck(z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any', metadata: UNNAMED })) as Parameters<typeof fastJson>[0],
  );

/**
 * An answer that is one of several object shapes (a sign-in answers a session or asks for a code),
 * each but the last requiring a property no other declares, is written by the writer of the shape
 * whose property it has. fast-json-stringify would otherwise choose by validating the answer against
 * whole shapes with Ajv: it compiled the validator on the first answer (60 of the first sign-in's
 * 80 ms) and ran it on every one.
 */
function shapeByOwnProperty(schema: z.ZodType): ((answer: Record<string, unknown>) => string) | undefined {
  if (!(schema instanceof z.ZodUnion) || !schema.options.every((option) => option instanceof z.ZodObject)) return undefined;
  const shapes = schema.options as z.ZodObject[];
  const keys = shapes.slice(0, -1).map((shape) => ownRequiredKey(shape, shapes));
  if (keys.some((key) => key === undefined)) return undefined;
  const writers = shapes.map(writerOf);
  return (answer) => {
    // No earlier shape's own property: the last shape (index -1 counts from the end).
    const index = keys.findIndex((key) => answer[key!] !== undefined);
    return writers.at(index)!(answer);
  };
}

/**
 * Answers are written by fast-json-stringify from each route's zod response schema, converted once
 * at start. Like zod's own serializer it writes only the properties a schema declares, so a column
 * the schema leaves out (a password hash) cannot leak; it skips re-validating what TypeScript
 * already checked, which cost every API read a tenth of its CPU.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => shapeByOwnProperty(schema) ?? writerOf(schema);
