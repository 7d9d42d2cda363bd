import { request } from 'undici';
import { ProcessorUnavailable } from './processor';

/** How long a processor has to answer before the investor is told to try again later. */
const PROCESSOR_TIMEOUT_MS = 10_000;

export interface ProcessorCall {
  /** Who is asked, as messages name it: "BTCPay", "NOWPayments". */
  processor: string;
  method: 'GET' | 'POST';
  url: string;
  /** The credentials' headers: never written into a message. */
  headers: Record<string, string>;
  /** A JSON body, already written. */
  body?: string;
}

/**
 * A processor's successful answer, read by `parse` (JSON.parse, or a reader that keeps long numbers
 * as digits). No answer within 10 s, a refused connection, an error status (`answered`) or an answer
 * `parse` cannot read is ProcessorUnavailable, whose message names the call and never the keys.
 * undici's `request` rather than `fetch`: every webhook asks the processor once, and fetch's web
 * streams cost about a tenth of a webhook's time.
 */
export async function callProcessor<T>({ processor, method, url, headers, body }: ProcessorCall, parse: (text: string) => T): Promise<T> {
  // Named only in a failure's message: parsing the URL for every successful call would be wasted.
  const call = () => `${method} ${new URL(url).pathname}`;
  const signal = AbortSignal.timeout(PROCESSOR_TIMEOUT_MS);
  let text: string;
  try {
    const answer = await request(url, {
      method,
      headers: { accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      body,
      signal,
    });
    if (answer.statusCode < 200 || answer.statusCode > 299) {
      await answer.body.dump();
      throw new ProcessorUnavailable(`${processor} answered ${call()} with status ${answer.statusCode}`, true);
    }
    text = await answer.body.text();
  } catch (error) {
    if (error instanceof ProcessorUnavailable) throw error;
    throw new ProcessorUnavailable(
      signal.aborted ? `${processor} did not answer ${call()} within ${PROCESSOR_TIMEOUT_MS / 1000} s` : `${processor} could not be reached for ${call()}`,
    );
  }
  try {
    return parse(text);
  } catch {
    throw new ProcessorUnavailable(`${processor} answered ${call()} with something that is not JSON`);
  }
}
