/** The one way the browser talks to the server: JSON, the session cookie, the anti-forgery token. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};
export const getCsrfToken = () => csrfToken;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Money-moving requests pass one key per user intent, so a retried click cannot pay twice. */
  idempotencyKey?: string;
  /** A request the page makes on its own timer: the server answers it without counting it as activity. */
  background?: boolean;
}

/**
 * Asks the user to confirm their password (the step-up dialog) after the server refused a security
 * change with REAUTH_REQUIRED; resolves true once confirmed, false when the user gave up.
 */
type Reauthenticate = (reason: string) => Promise<boolean>;
let reauthenticate: Reauthenticate | null = null;
/** Those waiting for the dialog: its code loads only once a change is refused. */
let waitingForDialog: Array<() => void> = [];
export const setReauthenticate = (handler: Reauthenticate | null) => {
  reauthenticate = handler;
  if (handler) for (const wake of waitingForDialog.splice(0)) wake();
};
const DIALOG_WAIT_MS = 10_000;

/**
 * Whether a refusal has asked for the dialog. Most visits never change a security setting, so the
 * page loads the dialog's code (and the forms it shares) only from then on, not on every first visit.
 */
let dialogWanted = false;
const dialogWantedListeners = new Set<() => void>();
export const isDialogWanted = () => dialogWanted;
export const subscribeDialogWanted = (listener: () => void) => {
  dialogWantedListeners.add(listener);
  return () => dialogWantedListeners.delete(listener);
};

/** The step-up dialog's handler, once mounted; null if it is not within DIALOG_WAIT_MS. */
async function reauthenticateHandler(): Promise<Reauthenticate | null> {
  if (reauthenticate) return reauthenticate;
  if (!dialogWanted) {
    dialogWanted = true;
    for (const listener of dialogWantedListeners) listener();
  }
  await new Promise<void>((resolve) => {
    waitingForDialog.push(resolve);
    setTimeout(() => {
      waitingForDialog = waitingForDialog.filter((wake) => wake !== resolve);
      resolve();
    }, DIALOG_WAIT_MS);
  });
  return reauthenticate;
}

/**
 * Every request goes through here, so a security change refused for want of a fresh password is
 * retried once the user confirmed it, whichever screen made it: the user's change lands.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'REAUTH_REQUIRED')) throw error;
    const handler = await reauthenticateHandler();
    if (!(handler && (await handler(error.message)))) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.background) headers['x-background-request'] = '1';
  const response = await fetch(`/api${path}`, { method, headers, body, credentials: 'same-origin' });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = data?.error ?? {};
    throw new ApiError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? response.statusText);
  }
  return data as T;
}

export const newIdempotencyKey = () => crypto.randomUUID();
