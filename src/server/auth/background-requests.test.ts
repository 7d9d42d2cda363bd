import { describe, expect, it } from 'vitest';
import { useTestApp, signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { BACKGROUND_REQUEST_HEADER } from './plugin';

describe.each(testDatabaseKinds())('background requests and the idle timeout on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie: string, background: boolean) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...(background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}) } });

  it('answers a background poll but lets the session run out as if the tab were untouched', async () => {
    const { cookie } = await signUpUser(t);
    for (let minute = 1; minute <= 4; minute += 1) {
      t.clock.advance(60_000);
      expect((await get('/api/notifications?limit=1', cookie, true)).statusCode).toBe(200);
    }
    t.clock.advance(60_000 + 1_000);
    expect((await get('/api/notifications?limit=1', cookie, true)).statusCode).toBe(401);
    expect((await get('/api/auth/session', cookie, false)).statusCode).toBe(401);
  });

  it('counts a request the investor made as activity', async () => {
    const { cookie } = await signUpUser(t);
    for (let minute = 1; minute <= 8; minute += 1) {
      t.clock.advance(60_000);
      expect((await get('/api/auth/session', cookie, false)).statusCode).toBe(200);
    }
  });
});
