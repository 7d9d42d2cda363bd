import { ProcessorUnavailable } from './processor';

/** How long a processor has to answer before the investor is told to try again later. */
const PROCESSOR_TIMEOUT_MS = 10_000;

/**
 * A processor's JSON answer; a timeout, a refused connection or an error status is
 * ProcessorUnavailable. The error names the path and status only: headers carry the keys.
 */
export async function fetchJson<T>(url: string, init: { method?: 'GET' | 'POST'; body?: object; headers: Record<string, string> }): Promise<T> {
  const path = new URL(url).pathname;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body && { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body && JSON.stringify(init.body),
      signal: AbortSignal.timeout(PROCESSOR_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProcessorUnavailable(`${path}: ${(error as Error).name}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProcessorUnavailable(`${path}: HTTP ${response.status}`, true);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ProcessorUnavailable(`${path}: not JSON`);
  }
}
