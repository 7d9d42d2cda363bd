import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event-loop lag, GC, handles: facts about the process, so collected once per process
 * (each collection adds its own GC and event-loop observers) and shared by every app in it.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
