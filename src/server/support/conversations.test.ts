import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { messages } from '../../shared/messages';
import { SUPPORT_MESSAGE_MAX } from '../../shared/schemas/support';
import { supportConversations } from '../db/schema';

const form = (message: string) => ({ name: 'Ann Investor', email: 'ann@example.com', message });

describe.each(testDatabaseKinds())('support conversations of an investor on %s', (kind) => {
  const t = useTestApp(kind, { supportEmail: 'help@invest.example' });

  const write = async (investor: SignedInUser, message: string) => {
    const response = await investor.inject({ method: 'POST', url: '/api/support', payload: form(message) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(messages.supportSucceeded);
  };
  const list = async (investor: SignedInUser) => (await investor.inject({ method: 'GET', url: '/api/support/conversations' })).json().items;
  const answer = (operator: SignedInUser, id: string, message: string) =>
    operator.inject({ method: 'POST', url: `/api/admin/support/conversations/${id}/messages`, payload: { message } });

  it('opens a conversation from the support form, named by its first line, newest first', async () => {
    const investor = await signUpUser(t);
    await write(investor, 'My deposit is missing\nI paid yesterday.');
    t.clock.advance(1000);
    await write(investor, '\n  Second question  \nabout MT4');
    const items = await list(investor);
    expect(items.map((item: { subject: string }) => item.subject)).toEqual(['Second question', 'My deposit is missing']);
    expect(items[0]).toMatchObject({ status: 'open', unreadCount: 0, closedAt: null });
    const thread = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${items[1].id}` })).json();
    expect(thread.messages).toEqual([expect.objectContaining({ fromOperator: false, body: 'My deposit is missing\nI paid yesterday.' })]);
  });

  it("answers another investor's conversation, a missing one and a malformed id with 404 or 400, never 500", async () => {
    const owner = await signUpUser(t);
    await write(owner, 'Private matter');
    const [mine] = await list(owner);
    const other = await signUpUser(t);
    expect(await list(other)).toEqual([]);
    const read = await other.inject({ method: 'GET', url: `/api/support/conversations/${mine.id}` });
    expect(read.statusCode).toBe(404);
    const reply = await other.inject({ method: 'POST', url: `/api/support/conversations/${mine.id}/messages`, payload: { message: 'Let me in' } });
    expect(reply.statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/support/conversations/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/support/conversations/not-an-id' })).statusCode).toBe(400);
    expect((await other.inject({ method: 'GET', url: '/api/support/conversations?cursor=bm90LWEtY3Vyc29y' })).statusCode).toBe(400);
    const thread = (await owner.inject({ method: 'GET', url: `/api/support/conversations/${mine.id}` })).json();
    expect(thread.messages).toHaveLength(1);
  });

  it('counts replies unread until the investor opens the thread, which marks them read', async () => {
    const investor = await signUpUser(t);
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'support' });
    await write(investor, 'Where is my withdrawal?');
    const [conversation] = await list(investor);
    expect((await answer(operator, conversation.id, 'It was sent this morning.')).statusCode).toBe(201);
    expect((await answer(operator, conversation.id, 'Hash: abc')).statusCode).toBe(201);
    expect((await list(investor))[0].unreadCount).toBe(2);

    const opened = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${conversation.id}` })).json();
    expect(opened.conversation.unreadCount).toBe(2);
    expect(opened.messages.map((m: { fromOperator: boolean; readAt: string | null }) => [m.fromOperator, m.readAt])).toEqual([
      [false, null],
      [true, null],
      [true, null],
    ]);
    expect((await list(investor))[0].unreadCount).toBe(0);
    const again = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${conversation.id}` })).json();
    expect(again.messages[2].readAt).not.toBeNull();
  });

  it('reopens a closed conversation when the investor writes in it again', async () => {
    const investor = await signUpUser(t);
    const operator = await signUpUser(t, { role: 'admin', operatorRole: 'owner' });
    await write(investor, 'Help');
    const [conversation] = await list(investor);
    const closed = await operator.inject({ method: 'POST', url: `/api/admin/support/conversations/${conversation.id}/close` });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await list(investor))[0].status).toBe('closed');

    const reply = await investor.inject({
      method: 'POST',
      url: `/api/support/conversations/${conversation.id}/messages`,
      payload: { message: 'Still broken' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ fromOperator: false, body: 'Still broken' });
    const [reopened] = await t.ctx.db.select().from(supportConversations).where(eq(supportConversations.id, conversation.id));
    expect(reopened).toMatchObject({ status: 'open', closedAt: null });
  });

  it('refuses a blank message and one over the length limit with the shared messages, storing nothing', async () => {
    const investor = await signUpUser(t);
    await write(investor, 'First');
    const [conversation] = await list(investor);
    const url = `/api/support/conversations/${conversation.id}/messages`;
    const blank = await investor.inject({ method: 'POST', url, payload: { message: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(messages.supportMessageRequired);
    const long = await investor.inject({ method: 'POST', url, payload: { message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(`Message must be at most ${SUPPORT_MESSAGE_MAX} characters.`);
    expect((await investor.inject({ method: 'POST', url, payload: { message: 'x'.repeat(SUPPORT_MESSAGE_MAX) } })).statusCode).toBe(201);
    const thread = (await investor.inject({ method: 'GET', url: `/api/support/conversations/${conversation.id}` })).json();
    expect(thread.messages).toHaveLength(2);
  });

  it('keeps a message as written: markup is stored and answered as text', async () => {
    const investor = await signUpUser(t);
    await write(investor, '<img src=x onerror=alert(1)> & <b>bold</b>');
    const [conversation] = await list(investor);
    expect(conversation.subject).toBe('<img src=x onerror=alert(1)> & <b>bold</b>');
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/support/conversations' });
    expect(response.statusCode).toBe(401);
  });
});
