import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';
import { sessionDto, type SessionDto } from '../../shared/schemas/user';
import { pageOf } from '../../shared/schemas/admin';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

const session: SessionDto = {
  user: {
    id: '0190c5d2-0000-7000-8000-000000000001',
    email: 'ann@example.com',
    role: 'investor',
    fullname: 'Ann "Quote" <b>Lee</b> 李',
    name: '',
    phone: '',
    dob: '',
    address: 'line one\nline two',
    balanceCents: 123_456,
    withdrawalLimitCents: 0,
    withdrawalFeeBps: 250,
    myReferralId: 'ABC123',
    referreduserid: '',
    totalProfitCents: 0,
    totalDepositCents: 100_000,
    totalReferralCommissionCents: 0,
    cryptoAddresses: { btc_address: '', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' },
    emailPreferences: { otpsend: 'Yes', roiemail: 'No', invplanemail: 'Yes' },
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  csrfToken: 'token',
  idleMinutes: 120,
};

describe('response serializer', () => {
  it('writes the same JSON as the zod schema would', () => {
    expect(JSON.parse(serializerFor(sessionDto)(session))).toEqual(sessionDto.parse(session));
    const page = pageOf(z.object({ id: z.string(), decidedAt: z.string().nullable() }));
    const items = { items: [{ id: 'a', decidedAt: null }, { id: 'b', decidedAt: '2026-11-23T10:00:00.000Z' }], nextCursor: null };
    expect(JSON.parse(serializerFor(page)(items))).toEqual(items);
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
