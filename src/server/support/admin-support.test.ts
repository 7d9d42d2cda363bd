import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { auditLog, users } from '../db/schema';

const PUBLIC_URL = 'https://invest.example';

async function conversationOf(investor: SignedInUser, message: string): Promise<string> {
  expect((await investor.inject({ method: 'POST', url: '/api/support', payload: { name: 'Eva', email: 'eva@example.com', message } })).statusCode).toBe(201);
  const items = (await investor.inject({ method: 'GET', url: '/api/support/conversations' })).json().items;
  return items[0].id;
}

describe.each(testDatabaseKinds())('support conversations in the back office on %s', (kind) => {
  const { t, mail } = useMailedTestApp(kind, { supportEmail: 'help@invest.example', publicUrl: PUBLIC_URL });

  const admin = (operator: SignedInUser, url: string, payload?: object) =>
    operator.inject({ method: payload ? 'POST' : 'GET', url: `/api/admin/support/conversations${url}`, ...(payload && { payload }) });

  it('lists open conversations unless closed ones are asked for, with whose each is, in pages', async () => {
    const investor = await signUpUser(t, { fullname: 'Paging Investor' });
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    const first = await conversationOf(investor, 'First');
    t.clock.advance(1000);
    const second = await conversationOf(investor, 'Second');
    t.clock.advance(1000);
    const third = await conversationOf(investor, 'Third');
    await admin(operator, `/${first}/close`, {});

    const page1 = (await admin(operator, `?q=Paging&limit=1`)).json();
    expect(page1.items.map((c: { id: string }) => c.id)).toEqual([third]);
    expect(page1.items[0]).toMatchObject({ fullname: 'Paging Investor', email: investor.user.email, status: 'open', subject: 'Third' });
    const page2 = (await admin(operator, `?q=Paging&limit=1&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([second]);
    expect(page2.nextCursor).toBeNull();
    const closed = (await admin(operator, '?q=Paging&status=closed')).json();
    expect(closed.items.map((c: { id: string }) => c.id)).toEqual([first]);
    expect((await admin(operator, '?status=pending')).statusCode).toBe(400);
  });

  it('answers: the investor is notified in the app and mailed in their language, the reply escaped, the operator audited', async () => {
    const investor = await signUpUser(t, { fullname: 'Jörg <Admin>' });
    await t.ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, investor.user.id));
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    const id = await conversationOf(investor, 'Auszahlung fehlt');
    const reply = 'Hello <script>alert(1)</script>\nIt was sent & confirmed.';
    const answered = await admin(operator, `/${id}/messages`, { message: reply });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ fromOperator: true, body: reply, readAt: null });

    const thread = (await admin(operator, `/${id}`)).json();
    expect(thread.conversation).toMatchObject({ id, userId: investor.user.id, status: 'open' });
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Auszahlung fehlt', reply]);

    const notifications = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json().items;
    expect(notifications[0]).toMatchObject({ kind: 'support_reply', params: { subject: 'Auszahlung fehlt' }, refType: 'support_conversation', refId: id });

    await mail.deliver(t);
    const [letter] = mail.to(investor.user.email);
    expect(letter!.subject).toBe('Der Support hat auf Ihre Nachricht geantwortet');
    expect(letter!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(letter!.html).toContain('It was sent &amp; confirmed.');
    expect(letter!.html).not.toContain('<script>');
    expect(letter!.html).toContain('Jörg &lt;Admin&gt;');
    expect(letter!.html).toContain(`href="${PUBLIC_URL}/support"`);

    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: operator.user.id, action: 'support.reply', entityType: 'support_conversation' });
  });

  it('closes once, audited; closing again is a conflict', async () => {
    const investor = await signUpUser(t);
    const owner = await signUpUser(t, { role: 'admin', operatorRole: 'owner' });
    const id = await conversationOf(investor, 'Close me');
    const closed = await admin(owner, `/${id}/close`, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    const again = await admin(owner, `/${id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_CLOSED');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([['support.close', owner.user.id]]);
  });

  it('refuses finance and compliance operators with FORBIDDEN_ROLE, and is missing to investors', async () => {
    const investor = await signUpUser(t);
    const id = await conversationOf(investor, 'Who reads this?');
    for (const role of ['finance', 'compliance'] as const) {
      const operator = await signUpUser(t, { role: 'admin', operatorRole: role });
      for (const [url, payload] of [
        ['', undefined],
        [`/${id}`, undefined],
        [`/${id}/messages`, { message: 'Hi' }],
        [`/${id}/close`, {}],
      ] as const) {
        const response = await admin(operator, url, payload);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN_ROLE');
      }
    }
    expect((await admin(investor, `/${id}`)).statusCode).toBe(404);
    expect((await admin(investor, `/${id}/messages`, { message: 'Me too' })).statusCode).toBe(404);
    const thread = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${id}` })).json();
    expect(thread.messages).toHaveLength(1);
  });

  it('answers 404 for an unknown conversation and 400 for a malformed id or a message too long', async () => {
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin(operator, `/${unknown}`)).statusCode).toBe(404);
    expect((await admin(operator, `/${unknown}/messages`, { message: 'Hi' })).statusCode).toBe(404);
    expect((await admin(operator, `/${unknown}/close`, {})).statusCode).toBe(404);
    expect((await admin(operator, '/not-an-id')).statusCode).toBe(400);
    const investor = await signUpUser(t);
    const id = await conversationOf(investor, 'Long answer');
    const long = await admin(operator, `/${id}/messages`, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Message must be at most 5000 characters.');
  });
});
