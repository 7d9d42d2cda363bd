import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from each route's zod response schema, converted once
 * at start. Like zod's own serializer it writes only the properties a schema declares, so a column
 * the schema leaves out (a password hash) cannot leak; it skips re-validating what TypeScript
 * already checked, which cost every API read a tenth of its CPU.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0]);
