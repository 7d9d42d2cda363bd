import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setReauthenticate } from './api';
import { stepUpMessages } from '../shared/schemas/step-up';

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
const reauthRequired = () => answer(403, { error: { code: 'REAUTH_REQUIRED', message: stepUpMessages.required } });

/** The server's answers in turn, and the requests the browser made. */
function serverAnswering(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a security change refused for want of a fresh password', () => {
  afterEach(() => {
    setReauthenticate(null);
    vi.unstubAllGlobals();
  });

  it('asks the user once, then sends the same request again and answers its result', async () => {
    const fetch = serverAnswering(reauthRequired(), answer(200, { message: 'Withdrawal settings updated successfully!' }));
    const asked = vi.fn(async () => true);
    setReauthenticate(asked);
    const body = { btc_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };
    expect(await api('/me/crypto-addresses', { method: 'PUT', body })).toEqual({ message: 'Withdrawal settings updated successfully!' });
    expect(asked).toHaveBeenCalledExactlyOnceWith(stepUpMessages.required);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]).toEqual(fetch.mock.calls[0]);
  });

  it('answers the refusal when the user gives up, or when the retry is refused again', async () => {
    setReauthenticate(async () => false);
    serverAnswering(reauthRequired());
    await expect(api('/me/two-factor', { method: 'POST' })).rejects.toEqual(new ApiError(403, 'REAUTH_REQUIRED', stepUpMessages.required));

    setReauthenticate(async () => true);
    const fetch = serverAnswering(reauthRequired(), reauthRequired());
    await expect(api('/me/two-factor', { method: 'POST' })).rejects.toMatchObject({ status: 403, code: 'REAUTH_REQUIRED' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits for the dialog when the refusal comes before its code has loaded', async () => {
    const fetch = serverAnswering(reauthRequired(), answer(204));
    const asked = vi.fn(async () => true);
    const answered = api('/me/two-factor', { method: 'DELETE' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    setReauthenticate(asked);
    await answered;
    expect(asked).toHaveBeenCalledExactlyOnceWith(stepUpMessages.required);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks the page for the dialog's code at the first refusal, not before", async () => {
    vi.resetModules();
    const fresh = await import('./api');
    const wanted = vi.fn();
    fresh.subscribeDialogWanted(wanted);
    serverAnswering(answer(200, { ok: true }), reauthRequired(), answer(204));
    await fresh.api('/me/two-factor');
    expect(fresh.isDialogWanted()).toBe(false);
    const answered = fresh.api('/me/two-factor', { method: 'DELETE' });
    await vi.waitFor(() => expect(wanted).toHaveBeenCalledOnce());
    expect(fresh.isDialogWanted()).toBe(true);
    fresh.setReauthenticate(async () => true);
    await answered;
    fresh.setReauthenticate(null);
  });

  it('asks nothing for any other refusal', async () => {
    const asked = vi.fn(async () => true);
    setReauthenticate(asked);
    serverAnswering(answer(403, { error: { code: 'FORBIDDEN', message: 'Forbidden.' } }));
    await expect(api('/me/two-factor', { method: 'POST' })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(asked).not.toHaveBeenCalled();
  });
});
