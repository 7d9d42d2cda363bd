/**
 * The reason an idle sign-out leaves for the public pages to show once. Session storage rather than
 * the router's state: the signed-in layout's own redirect, as the session ends, replaces that.
 */
const SIGNED_OUT_KEY = 'signedOutIdleMinutes';

export const recordIdleSignOut = (idleMinutes: number) => sessionStorage.setItem(SIGNED_OUT_KEY, String(idleMinutes));

/** The idle window of the sign-out that just happened; null when there was none. */
export function readIdleSignOut(): number | null {
  const minutes = sessionStorage.getItem(SIGNED_OUT_KEY);
  return minutes === null ? null : Number(minutes);
}

export const forgetIdleSignOut = () => sessionStorage.removeItem(SIGNED_OUT_KEY);
