import { parse, stringify } from 'lossless-json';
import { ProcessorUnavailable } from '../processor';

const TIMEOUT_MS = 10_000;

export interface NowPaymentsApi {
  apiUrl: string;
  apiKey: string;
}

/**
 * One call to the NOWPayments API with the account's `x-api-key`, its JSON answer read with every
 * number kept as the digits it was written with (a coin amount of 18 decimals is more than a float
 * holds). No answer within 10 s, an error status or an answer that is not JSON is
 * ProcessorUnavailable, whose message names the call and never the key.
 */
export async function callNowPayments(api: NowPaymentsApi, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<unknown> {
  const call = `${method} ${path}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${api.apiUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { 'x-api-key': api.apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProcessorUnavailable(
      timedOut ? `NOWPayments did not answer ${call} within ${TIMEOUT_MS / 1000} s` : `NOWPayments could not be reached for ${call}`,
    );
  }
  if (status < 200 || status > 299) throw new ProcessorUnavailable(`NOWPayments answered ${call} with status ${status}`);
  try {
    return parse(text, null, (digits) => digits);
  } catch {
    throw new ProcessorUnavailable(`NOWPayments answered ${call} with something that is not JSON`);
  }
}
