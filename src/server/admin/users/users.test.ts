import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, ilike, or } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../../tests/support/databases';
import { userRow } from '../../../../tests/support/admin-fixtures';
import { auditLog, users } from '../../db/schema';

describe.each(testDatabaseKinds())('admin users on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });

  it('finds investors by email or name', async () => {
    const investor = await signUpUser(t, { fullname: 'Zelda Searchable' });
    const byName = (await admin.inject({ method: 'GET', url: '/api/admin/users?q=zelda%20search' })).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([investor.user.id]);
    const byEmail = (await admin.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(investor.user.email)}` })).json();
    expect(byEmail.items[0]).toMatchObject({ id: investor.user.id, email: investor.user.email });
    expect(byEmail.items[0]).not.toHaveProperty('passwordHash');
    const wildcard = (await admin.inject({ method: 'GET', url: '/api/admin/users?q=%25' })).json();
    expect(wildcard.items).toEqual([]);
  });

  it('pages a search newest first whether its matches are among the newest investors, far older, or too short for trigrams', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
    const investor = (name: string, createdAt: Date) => ({
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'unused',
      fullname: name,
      myReferralId: `s-${Math.random().toString(36).slice(2)}`,
      createdAt,
    });
    // Three old matches share one time (ordered by id), then more than a search looks through
    // among the newest, then two recent matches.
    await t.ctx.db
      .insert(users)
      .values([
        investor('Old Needle Qj', at(0)),
        investor('Old Needle B', at(1)),
        investor('Old Needle C', at(1)),
        investor('Old Needle D', at(1)),
        ...Array.from({ length: 250 }, (_, n) => investor(`Filler ${n}`, at(10 + n))),
        investor('New Needle A', at(2_000)),
        investor('New Needle B', at(2_001)),
      ]);
    const expected = async (term: string) =>
      (
        await t.ctx.db
          .select({ id: users.id })
          .from(users)
          .where(or(ilike(users.fullname, `%${term}%`), ilike(users.email, `%${term}%`)))
          .orderBy(desc(users.createdAt), desc(users.id))
      ).map((row) => row.id);
    const everyPage = async (term: string, limit: number, pages = Number.POSITIVE_INFINITY) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < pages; page += 1) {
        const query = new URLSearchParams({ q: term, limit: String(limit), ...(cursor ? { cursor } : {}) });
        const response = await admin.inject({ method: 'GET', url: `/api/admin/users?${query}` });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { items: Array<{ id: string }>; nextCursor: string | null };
        ids.push(...body.items.map((item) => item.id));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return ids;
    };
    // Two matches among the newest, four far older (through the trigram indexes), pages of 3.
    const needles = await expected('needle');
    expect(needles).toHaveLength(6);
    expect(await everyPage('needle', 3)).toEqual(needles);
    expect(await everyPage('NEEDLE', 4)).toEqual(needles);
    // A common term fills its pages from the newest investors.
    expect(await everyPage('filler', 20, 3)).toEqual((await expected('filler')).slice(0, 60));
    // Two letters: no trigram, the oldest investor is still found.
    expect(await everyPage('qj', 20)).toEqual(await expected('qj'));
    expect(await everyPage('Needle Q', 20)).toEqual(await expected('needle q'));
    expect(await everyPage('needle_', 20)).toEqual([]);
  });

  it('sets the withdrawal limit and fee, with an audit row', async () => {
    const investor = await signUpUser(t);
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/users/${investor.user.id}`,
      payload: { withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 });
    expect((await investor.inject({ method: 'GET', url: '/api/me' })).json()).toMatchObject({ withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
    expect(audit).toMatchObject({
      action: 'user.withdrawal_settings',
      before: { withdrawalLimitCents: 1000_00, withdrawalFeeBps: 0 },
      after: { withdrawalLimitCents: 5000_00, withdrawalFeeBps: 250 },
    });
    for (const payload of [{ withdrawalFeeBps: 10001 }, { withdrawalFeeBps: -1 }, { withdrawalLimitCents: 1.5 }, { withdrawalLimitCents: -1 }, {}]) {
      const refused = await admin.inject({ method: 'PATCH', url: `/api/admin/users/${investor.user.id}`, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      payload: { withdrawalFeeBps: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets no admin change their own limit, fee or balance', async () => {
    const own = `/api/admin/users/${admin.user.id}`;
    const settings = await admin.inject({ method: 'PATCH', url: own, payload: { withdrawalFeeBps: 0, withdrawalLimitCents: 1_000_000_00 } });
    expect(settings.statusCode).toBe(403);
    const credit = await admin.inject({ method: 'POST', url: `${own}/adjustments`, payload: { amountCents: 1000_00, narration: 'Bonus' } });
    expect(credit.statusCode).toBe(403);
    expect((await userRow(t, admin.user.id)).balanceCents).toBe(0);
  });

  // Four eyes on adjustments (proposals a second operator approves) are tested in admin/adjustments.
  describe('with four eyes turned off (FOUR_EYES_CENTS=0)', () => {
    const t = useTestApp(kind, { fourEyesCents: 0 });
    let admin: SignedInUser;
    beforeAll(async () => {
      admin = await signUpUser(t, { role: 'admin' });
    });

    it('posts signed adjustments at once and refuses a debit below zero', async () => {
      const investor = await signUpUser(t, { balanceCents: 10_00 });
      const url = `/api/admin/users/${investor.user.id}/adjustments`;
      const credit = await admin.inject({ method: 'POST', url, payload: { amountCents: 5_00, narration: 'Goodwill' } });
      expect(credit.statusCode).toBe(201);
      expect(credit.json().balanceAfterCents).toBe(15_00);
      const debit = await admin.inject({ method: 'POST', url, payload: { amountCents: -15_01, narration: 'Correction' } });
      expect(debit.statusCode).toBe(400);
      expect(debit.json().error.message).toBe('Insufficient balance.');
      expect((await userRow(t, investor.user.id)).balanceCents).toBe(15_00);
      for (const payload of [
        { amountCents: 0, narration: 'x' },
        { amountCents: 1_00 },
        { amountCents: 1_00, narration: '  ' },
        { amountCents: 2 ** 53, narration: 'x' },
        { amountCents: 1_000_000_001, narration: 'x' },
      ]) {
        const refused = await admin.inject({ method: 'POST', url, payload });
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, investor.user.id));
      expect(audits.filter((a) => a.action === 'user.adjustment')).toMatchObject([
        { actorId: admin.user.id, before: { balanceCents: 10_00 }, after: { amountCents: 5_00, narration: 'Goodwill', balanceCents: 15_00 } },
      ]);

      // The investor sees it in the Others tab and in their notifications.
      const others = (await investor.inject({ method: 'GET', url: '/api/transactions/others' })).json();
      expect(others.items[0]).toMatchObject({ type: 'adjustment', amountCents: 5_00, narration: 'Goodwill' });
      const notes = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
      expect(notes.items.map((n: { message: string }) => n.message)).toEqual(['$5.00 was credited to your balance: Goodwill']);
    });
  });
});
