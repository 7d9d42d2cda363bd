import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';
import { sessionDto, type SessionDto } from '../../shared/schemas/user';
import { pageOf } from '../../shared/schemas/pagination';
import { signInAnswer } from '../../shared/schemas/two-factor';
import { session as screenSession } from '../../client/test-support/screen-fixtures';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

// Text that JSON must escape, in a real answer's shape.
const session: SessionDto = {
  ...screenSession,
  user: { ...screenSession.user, fullname: 'Ann "Quote" <b>Lee</b> 李', address: 'line one\nline two\\' },
};

describe('response serializer', () => {
  it('writes the same JSON as the zod schema would', () => {
    expect(JSON.parse(serializerFor(sessionDto)(session))).toEqual(sessionDto.parse(session));
    const page = pageOf(z.object({ id: z.string(), decidedAt: z.string().nullable() }));
    const items = {
      items: [
        { id: 'a', decidedAt: null },
        { id: 'b', decidedAt: '2026-11-23T10:00:00.000Z' },
      ],
      nextCursor: null,
    };
    expect(JSON.parse(serializerFor(page)(items))).toEqual(items);
  });

  it('writes a nullable field as null or as its value, in an answer of one shape or of a choice of shapes', () => {
    const role = z.object({ operatorRole: z.enum(['owner', 'finance']).nullable(), decidedAt: z.string().nullable() });
    const challenge = z.object({ twoFactorRequired: z.literal(true) });
    for (const schema of [role, z.union([role, challenge])]) {
      for (const answer of [
        { operatorRole: null, decidedAt: null },
        { operatorRole: 'finance', decidedAt: '2026-11-23T10:00:00.000Z' },
      ]) {
        expect(JSON.parse(serializerFor(schema)(answer))).toEqual(answer);
      }
    }
  });

  it('writes each shape of a choice by the property only that shape has', () => {
    expect(JSON.parse(serializerFor(signInAnswer)(session))).toEqual(session);
    expect(JSON.parse(serializerFor(signInAnswer)({ twoFactorRequired: true }))).toEqual({ twoFactorRequired: true });
    const paid = z.object({ paidAt: z.string(), amountCents: z.number().int() });
    const refused = z.object({ refusedBecause: z.string(), amountCents: z.number().int() });
    const open = z.object({ amountCents: z.number().int(), note: z.string().nullable() });
    const three = serializerFor(z.union([paid, refused, open]));
    for (const answer of [
      { paidAt: '2026-11-29', amountCents: 5 },
      { refusedBecause: 'late', amountCents: 6 },
      { amountCents: 7, note: null },
    ]) {
      expect(JSON.parse(three(answer))).toEqual(answer);
    }
  });

  it('leaves out every property the schema does not declare, at any depth', () => {
    const withSecrets = { ...session, user: { ...session.user, passwordHash: '$argon2id$secret', mt4Password: 'hunter2' }, internal: true };
    const written = serializerFor(sessionDto)(withSecrets);
    expect(written).not.toContain('argon2id');
    expect(written).not.toContain('hunter2');
    expect(JSON.parse(written)).toEqual(session);
  });

  it('refuses an answer missing a property the schema requires', () => {
    const { csrfToken: _left, ...incomplete } = session;
    expect(() => serializerFor(sessionDto)(incomplete)).toThrow(/csrfToken/);
  });
});
