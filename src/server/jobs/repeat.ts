/**
 * Runs `pass` now and then every `intervalMs`, never two at once (a pass that overruns makes the
 * next ticks skip). A failed pass is logged and retried at the next tick. The returned stop waits
 * for a pass in flight, so shutdown never cuts one off halfway.
 */
export function repeatWithoutOverlap(pass: () => Promise<unknown>, intervalMs: number, failure: string): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pass()
      .then(() => undefined)
      .catch((error: unknown) => console.error(failure, error))
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
