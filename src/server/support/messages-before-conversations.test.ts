import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { supportConversations, supportMessages } from '../db/schema';

/** The migration that opened a conversation for each message sent before the support form opened them. */
const MIGRATION = readFileSync(new URL('../../../drizzle/0022_support_messages_before_conversations.sql', import.meta.url), 'utf8');

describe.each(testDatabaseKinds())('support messages sent before conversations existed, on %s', (kind) => {
  const t = useTestApp(kind, { supportEmail: 'help@invest.example' });

  /** The migration's statements, run again over rows the tests wrote as they stood before it. */
  const migrate = () =>
    t.ctx.db.transaction(async (tx) => {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
  /** A message as the support form stored it before it opened conversations: a row in support_messages only. */
  const sentBefore = (investor: SignedInUser, message: string, createdAt = new Date('2026-06-01T09:30:00.123Z')) =>
    t.ctx.db.insert(supportMessages).values({ userId: investor.user.id, name: 'Ann', email: investor.user.email, message, createdAt });
  const sendThroughForm = async (investor: SignedInUser, message: string) => {
    const response = await investor.inject({ method: 'POST', url: '/api/support', payload: { name: 'Ann', email: investor.user.email, message } });
    expect(response.statusCode, response.body).toBe(201);
  };
  const listOf = async (investor: SignedInUser) => (await investor.inject({ method: 'GET', url: '/api/support/conversations' })).json().items;
  const subjectsOf = async (investor: SignedInUser) => (await listOf(investor)).map((item: { subject: string }) => item.subject).sort();

  it('opens a conversation for an earlier message that the investor reads and operators list as open', async () => {
    const investor = await signUpUser(t, { fullname: 'Early Writer' });
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    const message = 'Where is my deposit?\nI sent it on Monday.';
    await sentBefore(investor, message);
    await migrate();

    const [conversation, ...others] = await listOf(investor);
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({
      subject: 'Where is my deposit?',
      status: 'open',
      createdAt: '2026-06-01T09:30:00.123Z',
      updatedAt: '2026-06-01T09:30:00.123Z',
      closedAt: null,
      unreadCount: 0,
    });
    const thread = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${conversation.id}` })).json();
    expect(thread.messages).toEqual([{ id: expect.any(String), fromOperator: false, body: message, createdAt: '2026-06-01T09:30:00.123Z', readAt: null }]);

    const listed = (await operator.inject({ method: 'GET', url: `/api/admin/support/conversations?q=${encodeURIComponent(investor.user.email)}` })).json();
    expect(listed.items).toEqual([
      expect.objectContaining({ id: conversation.id, subject: 'Where is my deposit?', status: 'open', userId: investor.user.id, fullname: 'Early Writer' }),
    ]);
    const answered = await operator.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${conversation.id}/messages`,
      payload: { message: 'Found it.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
  });

  it('opens none for a message the support form already opened one for, and one for each earlier message, the same text included', async () => {
    const investor = await signUpUser(t);
    await sentBefore(investor, 'Hello\nAre you there?', new Date('2026-05-01T08:00:00Z'));
    await sentBefore(investor, 'My withdrawal is late', new Date('2026-05-02T08:00:00Z'));
    await sendThroughForm(investor, 'Hello\nAre you there?');
    const onlyForm = await signUpUser(t);
    await sendThroughForm(onlyForm, 'Hello\nAre you there?');
    await sendThroughForm(onlyForm, 'Hello\nAre you there?');

    await migrate();
    expect(await subjectsOf(investor)).toEqual(['Hello', 'Hello', 'My withdrawal is late']);
    expect(await subjectsOf(onlyForm)).toEqual(['Hello', 'Hello']);
    const opened = await t.ctx.db.select().from(supportConversations).where(eq(supportConversations.userId, investor.user.id));
    expect(opened.map((conversation) => conversation.createdAt.toISOString()).sort()).toEqual([
      '2026-05-01T08:00:00.000Z',
      '2026-05-02T08:00:00.000Z',
      t.clock.now().toISOString(),
    ]);

    // Every message has its one conversation now, so running the migration again opens none.
    await migrate();
    expect(await listOf(investor)).toHaveLength(3);
    expect(await listOf(onlyForm)).toHaveLength(2);
  });

  it('names each conversation as the support form does', async () => {
    const texts = [`${'Long subject '.repeat(10)}\nbody`, `${'😀'.repeat(125)}\nbody`, 'Trailing spaces\u00a0\u3000\t\r\nbody on a Windows line', 'One line'];
    const throughForm = await signUpUser(t);
    const before = await signUpUser(t);
    for (const text of texts) {
      await sendThroughForm(throughForm, text);
      await sentBefore(before, text);
    }
    await sentBefore(before, '\r\n \u3000\r\n  Deposit missing \r\nDetails');
    await migrate();
    const named = await subjectsOf(before);
    expect(named).toEqual([...(await subjectsOf(throughForm)), 'Deposit missing'].sort());
    expect(named).toContain(`${'😀'.repeat(119)}…`);
  });
});
