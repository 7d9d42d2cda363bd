import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { VALID_ADDRESSES } from '../../../tests/support/account-fixtures';
import { auditLog, mailOutbox, users } from '../db/schema';
import { messages } from '../../shared/messages';

describe.each(testDatabaseKinds())('account settings on %s', (kind) => {
  const t = useTestApp(kind);

  const stored = async (userId: string) => (await t.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;

  it('shows the signed-in user their own record and nobody else', async () => {
    const investor = await signUpUser(t, { fullname: 'Mona Me', balanceCents: 12_34 });
    const response = await investor.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: investor.user.id, fullname: 'Mona Me', balanceCents: 12_34 });
    expect(response.json()).not.toHaveProperty('passwordHash');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(messages.notAuthenticated);
  });

  it('updates Personal Settings and never the e-mail', async () => {
    const investor = await signUpUser(t);
    const response = await investor.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { fullname: '  Nora New ', name: 'nora', phone: '+44 20 7946 0958', dob: '1985-04-12', address: '1 High St', email: 'evil@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.profileUpdated);
    expect(response.json().user).toMatchObject({ fullname: 'Nora New', name: 'nora', phone: '+44 20 7946 0958', dob: '1985-04-12', address: '1 High St' });
    expect((await stored(investor.user.id)).email).toBe(investor.user.email);
  });

  it('leaves fields the request does not name as they were', async () => {
    const investor = await signUpUser(t);
    await investor.inject({ method: 'PATCH', url: '/api/me', payload: { fullname: 'Olive', phone: '555 0100', address: 'Elm St' } });
    const response = await investor.inject({ method: 'PATCH', url: '/api/me', payload: { fullname: 'Olive Oak' } });
    expect(response.json().user).toMatchObject({ fullname: 'Olive Oak', phone: '555 0100', address: 'Elm St' });
  });

  it('requires a name and refuses a date of birth in the future, changing nothing', async () => {
    const investor = await signUpUser(t, { fullname: 'Kept Name' });
    const blank = await investor.inject({ method: 'PATCH', url: '/api/me', payload: { fullname: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Full name is required.');
    const future = await investor.inject({ method: 'PATCH', url: '/api/me', payload: { fullname: 'X', dob: '2999-01-01' } });
    expect(future.json().error.message).toBe('Date of birth cannot be in the future.');
    const notADate = await investor.inject({ method: 'PATCH', url: '/api/me', payload: { fullname: 'X', dob: '2001-02-30' } });
    expect(notADate.json().error.message).toBe('Date of birth must be a valid date.');
    expect((await stored(investor.user.id)).fullname).toBe('Kept Name');
  });

  it('saves the five payout addresses, each empty or a valid address of its coin', async () => {
    const investor = await signUpUser(t);
    await investor.reauthenticate();
    const saved = await investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload: { ...VALID_ADDRESSES, ltc_address: '' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(messages.withdrawalSettingsUpdated);
    expect((await stored(investor.user.id)).cryptoAddresses).toEqual({ ...VALID_ADDRESSES, ltc_address: '' });

    const wrongCoin = await investor.inject({
      method: 'PUT',
      url: '/api/me/crypto-addresses',
      payload: { ...VALID_ADDRESSES, btc_address: VALID_ADDRESSES.eth_address },
    });
    expect(wrongCoin.statusCode).toBe(400);
    expect(wrongCoin.json().error.message).toBe('Please enter a valid BTC address.');
    expect((await stored(investor.user.id)).cryptoAddresses.btc_address).toBe(VALID_ADDRESSES.btc_address);

    // VALID_ADDRESSES.ltc_address with one character changed: Base58Check-shaped, but the checksum fails.
    const typo = await investor.inject({
      method: 'PUT',
      url: '/api/me/crypto-addresses',
      payload: { ...VALID_ADDRESSES, ltc_address: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH8' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.message).toBe('Please enter a valid LTC address.');
    expect((await stored(investor.user.id)).cryptoAddresses.ltc_address).toBe('');

    const missing = await investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload: { btc_address: '' } });
    expect(missing.statusCode).toBe(400);
  });

  it('mails the owner and audits each change of a payout address, and only a change', async () => {
    const investor = await signUpUser(t);
    await investor.reauthenticate();
    const put = (payload: Record<string, string>) => investor.inject({ method: 'PUT', url: '/api/me/crypto-addresses', payload });
    const empty = { btc_address: '', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' };
    expect((await put({ ...empty, btc_address: VALID_ADDRESSES.btc_address })).statusCode).toBe(200);
    expect((await put({ ...empty, btc_address: VALID_ADDRESSES.btc_address })).statusCode).toBe(200);
    expect((await put({ ...empty, eth_address: VALID_ADDRESSES.eth_address })).statusCode).toBe(200);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    const changes = mails.filter((mail) => mail.template === 'payout_addresses_changed');
    expect(changes.map((mail) => mail.subject)).toEqual(['Your payout addresses were changed', 'Your payout addresses were changed']);
    expect(changes[0]!.text).toContain('payout address for BTC on your account was changed');
    expect(changes[1]!.text).toContain('payout address for BTC, ETH on your account was changed');
    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, investor.user.id), eq(auditLog.action, 'user.payout_addresses_change')));
    expect(audited).toHaveLength(2);
  });

  it('saves the three e-mail preferences as Yes or No, defaulting to Yes', async () => {
    const investor = await signUpUser(t, { otpsend: 'Yes' });
    expect((await investor.inject({ method: 'GET', url: '/api/me' })).json().emailPreferences).toEqual({
      otpsend: 'Yes',
      roiemail: 'Yes',
      invplanemail: 'Yes',
    });
    const saved = await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'Yes', roiemail: 'No', invplanemail: 'No' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(messages.emailPreferencesUpdated);
    expect((await stored(investor.user.id)).emailPreferences).toEqual({ otpsend: 'Yes', roiemail: 'No', invplanemail: 'No' });
    const maybe = await investor.inject({ method: 'PUT', url: '/api/me/email-preferences', payload: { otpsend: 'Maybe', roiemail: 'No', invplanemail: 'No' } });
    expect(maybe.statusCode).toBe(400);
  });

  it('refuses a change without the anti-forgery token', async () => {
    const investor = await signUpUser(t, { fullname: 'Guarded' });
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie: investor.cookie }, payload: { fullname: 'Forged' } });
    expect(response.statusCode).toBe(403);
    expect((await stored(investor.user.id)).fullname).toBe('Guarded');
  });
});
