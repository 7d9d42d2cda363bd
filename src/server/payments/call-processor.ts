import { Pool, errors } from 'undici';
import { ProcessorUnavailable } from './processor';

/** How long a processor has to connect, to answer and to go on with its answer before the investor is told to try again later. */
const PROCESSOR_TIMEOUT_MS = 10_000;

interface ProcessorCall {
  method: 'GET' | 'POST';
  /** Below the API's address, with any query. */
  path: string;
  /** A JSON body, already written. */
  body?: string;
}

/** A processor's API as its adapter calls it: one call, its answer read by `parse`. */
export type ProcessorApi = <T>(call: ProcessorCall, parse: (text: string) => T) => Promise<T>;

const timedOut = (error: unknown) =>
  error instanceof errors.ConnectTimeoutError || error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;

/**
 * The API of `processor` (as messages name it: "BTCPay", "NOWPayments") at `url`, its address with
 * any path prefix, sending the credentials' `headers` (never written into a message) on every call.
 * A successful answer is read by `parse` (JSON.parse, or a reader that keeps long numbers as
 * digits). No connection, no answer or a 10-second pause in it, an error status or an answer `parse`
 * cannot read is ProcessorUnavailable, whose message names the call and never the keys.
 * undici's `request` rather than `fetch`, whose web streams cost about a tenth of a webhook's time,
 * and on a pool of its own: every webhook asks the processor once, and finding the global agent's
 * pool by the URL (parsing it, an abort signal with its timer) cost as much again as the call.
 */
export function processorApi(processor: string, url: string, headers: Record<string, string>): ProcessorApi {
  const address = new URL(url);
  const prefix = address.pathname.replace(/\/+$/, '');
  const connections = new Pool(address.origin, {
    connect: { timeout: PROCESSOR_TIMEOUT_MS },
    headersTimeout: PROCESSOR_TIMEOUT_MS,
    bodyTimeout: PROCESSOR_TIMEOUT_MS,
  });
  const asked = { accept: 'application/json', ...headers };
  const askedWithBody = { ...asked, 'content-type': 'application/json' };
  return async ({ method, path, body }, parse) => {
    const call = () => `${method} ${prefix}${path.split('?')[0]}`;
    let text: string;
    try {
      const answer = await connections.request({ method, path: `${prefix}${path}`, headers: body === undefined ? asked : askedWithBody, body });
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        await answer.body.dump();
        throw new ProcessorUnavailable(`${processor} answered ${call()} with status ${answer.statusCode}`, true);
      }
      text = await answer.body.text();
    } catch (error) {
      if (error instanceof ProcessorUnavailable) throw error;
      throw new ProcessorUnavailable(
        timedOut(error) ? `${processor} did not answer ${call()} within ${PROCESSOR_TIMEOUT_MS / 1000} s` : `${processor} could not be reached for ${call()}`,
      );
    }
    try {
      return parse(text);
    } catch {
      throw new ProcessorUnavailable(`${processor} answered ${call()} with something that is not JSON`);
    }
  };
}
