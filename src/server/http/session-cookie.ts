/** The cookie that carries a signed-in session's token; the API reference names it as the way to sign in. */
export const SESSION_COOKIE = 'sid';
