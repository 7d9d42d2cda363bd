import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, TEST_PASSWORD, type TestApp } from '../support/test-app';

/** CSP header → directive name → its sources. */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Set-Cookie header → attribute name (lower case) → value ('' for flags). */
function cookieAttributes(setCookie: string): Map<string, string> {
  const [, ...attributes] = setCookie.split(';').map((part) => part.trim());
  return new Map(
    attributes.map((attribute) => {
      const [name, ...value] = attribute.split('=');
      return [name!.toLowerCase(), value.join('=')];
    }),
  );
}

let counter = 0;

describe.each([
  { mode: 'development', production: false },
  { mode: 'production', production: true },
])('security headers and the session cookie in $mode', ({ production }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { production });
  });
  afterAll(() => t.close());

  // Headers go on every answer, including errors: an error page can be framed or sniffed too.
  const answers = () =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({ method: 'GET', url: '/api/auth/session' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } }),
    ]);

  it('sends a CSP that allows no inline or foreign script and no framing', async () => {
    for (const response of await answers()) {
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(production);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('forbids MIME sniffing, keeps the path out of cross-site referrers, and sends HSTS only in production', async () => {
    for (const response of await answers()) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      if (production) expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      else expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, host-only, for the session lifetime, and Secure in production', async () => {
    counter += 1;
    const email = `cookie${counter}-${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullname: 'Cookie Person', email, password: TEST_PASSWORD },
    });
    // Registration signs nobody in (it answers a taken address alike); signing in sets the cookie.
    expect(registered.headers['set-cookie']).toBeUndefined();
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    const setCookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
    const session = setCookies.find((cookie) => cookie.startsWith('sid='));
    expect(session).toMatch(/^sid=[A-Za-z0-9_-]{40,};/);
    const attributes = cookieAttributes(session!);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    expect(Number(attributes.get('max-age'))).toBe(12 * 3600);
    expect(attributes.has('secure')).toBe(production);
    // The browser also keeps the signed device cookie, sent only to sign-in, for a year.
    const device = cookieAttributes(setCookies.find((cookie) => cookie.startsWith('device='))!);
    expect(device.has('httponly')).toBe(true);
    expect(device.get('samesite')).toBe('Strict');
    expect(device.get('path')).toBe('/api/auth/login');
    expect(Number(device.get('max-age'))).toBe(365 * 24 * 3600);
    expect(device.has('secure')).toBe(production);
  });

  it('clears the cookie at sign-out', async () => {
    const investor = await signUpUser(t);
    const response = await investor.inject({ method: 'POST', url: '/api/auth/logout' });
    const attributes = cookieAttributes(response.headers['set-cookie'] as string);
    expect(response.headers['set-cookie']).toMatch(/^sid=;/);
    expect(new Date(attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
  });
});
