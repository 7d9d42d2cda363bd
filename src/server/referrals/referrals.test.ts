import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';

describe.each(testDatabaseKinds())('referrals page on %s', (kind) => {
  const t = useTestApp(kind);

  it('shows the link, the id, "nobody" as null and an empty table for a new investor', async () => {
    const investor = await signUpUser(t);
    const response = await investor.inject({ method: 'GET', url: '/api/referrals', headers: { host: 'invest.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      referralLink: `http://invest.example.com/auth/register.html?referralid=${investor.user.myReferralId}`,
      referralId: investor.user.myReferralId,
      referredBy: null,
      clients: [],
      nextCursor: null,
    });
  });

  it('names the referrer and lists referred clients newest first as Level 1, Active, with the parent', async () => {
    const rita = await signUpUser(t, { fullname: 'Rita Referrer' });
    const first = await signUpUser(t, { fullname: 'First Friend', referralId: rita.user.myReferralId });
    await signUpUser(t, { fullname: 'Second Friend', referralId: rita.user.myReferralId });
    await signUpUser(t, { fullname: 'Someone Else' });

    const ritaPage = (await rita.inject({ method: 'GET', url: '/api/referrals' })).json();
    expect(ritaPage.clients.map((client: { name: string }) => client.name)).toEqual(['Second Friend', 'First Friend']);
    expect(ritaPage.clients[0]).toMatchObject({ level: 'Level 1', parent: 'Rita Referrer', status: 'Active' });
    expect(Date.parse(ritaPage.clients[0].registeredAt)).not.toBeNaN();

    const firstPage = (await first.inject({ method: 'GET', url: '/api/referrals' })).json();
    expect(firstPage.referredBy).toBe('Rita Referrer');
    expect(firstPage.clients).toEqual([]);
  });

  it('pages through many clients by cursor', async () => {
    const referrer = await signUpUser(t);
    for (let i = 0; i < 3; i += 1) await signUpUser(t, { fullname: `Client ${i}`, referralId: referrer.user.myReferralId });
    const pageOne = (await referrer.inject({ method: 'GET', url: '/api/referrals?limit=2' })).json();
    expect(pageOne.clients).toHaveLength(2);
    const pageTwo = (await referrer.inject({ method: 'GET', url: `/api/referrals?limit=2&cursor=${pageOne.nextCursor}` })).json();
    expect(pageTwo.clients.map((client: { name: string }) => client.name)).toEqual(['Client 0']);
    expect(pageTwo.nextCursor).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/referrals' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated.');
  });
});
