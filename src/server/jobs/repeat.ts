import type { JobResult, JobRuns } from '../metrics/job-runs';

/**
 * Runs `pass` now and then every `intervalMs`, never two at once (a pass that overruns makes the
 * next ticks skip). A failed pass is logged and retried at the next tick. The returned stop waits
 * for a pass in flight, so shutdown never cuts one off halfway. Each run is reported to `runs`:
 * how late it started (a run is due `intervalMs` after the previous one started), its result and
 * its duration.
 */
export function repeatWithoutOverlap(pass: () => Promise<unknown>, intervalMs: number, failure: string, runs: JobRuns): () => Promise<void> {
  let running: Promise<void> | null = null;
  let dueAt = Date.now();
  const tick = () => {
    if (running) return;
    const startedAt = Date.now();
    runs.started(Math.max(0, startedAt - dueAt));
    dueAt = startedAt + intervalMs;
    running = pass()
      .then(
        (): JobResult => 'succeeded',
        (error: unknown): JobResult => {
          console.error(failure, error);
          return 'failed';
        },
      )
      .then((result) => runs.finished(result, Date.now() - startedAt))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
