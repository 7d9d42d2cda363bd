declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sign-in and registration replace any session, so they need no token from the old one. */
    skipCsrfToken?: boolean;
    /**
     * A payment processor's webhook: a server, not a browser, sends it, and its signature over the
     * body is its only proof, so no session, anti-forgery token or Origin is asked of it.
     */
    signedWebhook?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A state-changing method: its request must come from our own origin. */
export const changesState = (method: string) => !SAFE_METHODS.has(method);

/** Whether a signed-in session's request to this route must present the session's anti-forgery token. */
export const needsCsrfToken = (method: string, config: { skipCsrfToken?: boolean; signedWebhook?: boolean }) =>
  changesState(method) && !config.skipCsrfToken && !config.signedWebhook;
