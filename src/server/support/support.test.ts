import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { mailOutbox, supportMessages } from '../db/schema';
import { messages } from '../../shared/messages';
import { SUPPORT_LIMIT, SUPPORT_LIMIT_MESSAGE } from './routes';

const SUPPORT_EMAIL = 'help@invest.example';

describe.each(testDatabaseKinds())('contact support on %s', (kind) => {
  const t = useTestApp(kind, { supportEmail: SUPPORT_EMAIL });

  const send = (investor: Awaited<ReturnType<typeof signUpUser>>, payload: Record<string, unknown>) =>
    investor.inject({ method: 'POST', url: '/api/support', payload });

  it('stores the message and queues it for the support mailbox with every value escaped', async () => {
    const investor = await signUpUser(t);
    const response = await send(investor, {
      name: 'Eve <b>Bold</b>\r\nBcc: victim@example.com',
      email: 'Eve@Example.com',
      message: 'Hello <script>alert(1)</script> & goodbye',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(messages.supportSucceeded);

    const [stored] = await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.userId, investor.user.id));
    expect(stored).toMatchObject({ email: 'eve@example.com', message: 'Hello <script>alert(1)</script> & goodbye' });

    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'support_message'));
    expect(mail!.toAddress).toBe(SUPPORT_EMAIL);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; goodbye');
    expect(mail!.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain(investor.user.email);
  });

  it('requires a message, a name and a valid e-mail, storing nothing otherwise', async () => {
    const investor = await signUpUser(t);
    const blank = await send(investor, { name: 'Ann', email: 'ann@example.com', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(messages.supportMessageRequired);
    expect((await send(investor, { name: ' ', email: 'ann@example.com', message: 'Hi' })).json().error.message).toBe('Name is required.');
    expect((await send(investor, { name: 'Ann', email: 'not-mail', message: 'Hi' })).json().error.message).toBe('Please enter a valid email address.');
    const noEmail = await send(investor, { name: 'Ann', message: 'Hi' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe('Email is required.');
    // A request without the key at all reads the spec's message too, not zod's "expected string".
    const noMessage = await send(investor, { name: 'Ann', email: 'ann@example.com' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.message).toBe(messages.supportMessageRequired);
    expect(await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.userId, investor.user.id))).toEqual([]);
  });

  it('names the support mailbox for the page to link to', async () => {
    const response = await (await signUpUser(t)).inject({ method: 'GET', url: '/api/support' });
    expect(response.json()).toEqual({ email: SUPPORT_EMAIL });
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/support', payload: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.notAuthenticated);
  });

  it('limits how many messages one investor can send in a while, not the others', async () => {
    const chatty = await signUpUser(t);
    const payload = { name: 'Chatty', email: 'chatty@example.com', message: 'Again' };
    for (let i = 0; i < SUPPORT_LIMIT.max; i += 1) expect((await send(chatty, payload)).statusCode).toBe(201);
    const refused = await send(chatty, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(SUPPORT_LIMIT_MESSAGE);
    const stored = await t.ctx.db.select().from(supportMessages).where(eq(supportMessages.userId, chatty.user.id));
    expect(stored).toHaveLength(SUPPORT_LIMIT.max);
    expect((await send(await signUpUser(t), payload)).statusCode).toBe(201);
  });
});
