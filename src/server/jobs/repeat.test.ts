import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWithoutOverlap } from './repeat';
import type { JobResult } from '../metrics/job-runs';

describe('repeatWithoutOverlap', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports each run: how late it started after an overrun, its result and duration', async () => {
    vi.useFakeTimers();
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lags: number[] = [];
    const finished: Array<[JobResult, number]> = [];
    let calls = 0;
    // The first run takes 250 ms of a 100 ms schedule: the ticks at 100 and 200 skip, the run due at 100 starts at 300.
    const pass = () => (++calls === 1 ? new Promise((resolve) => setTimeout(resolve, 250)) : Promise.reject(new Error('refused')));
    const stop = repeatWithoutOverlap(pass, 100, 'Test job failed.', {
      started: (lagMs) => lags.push(lagMs),
      finished: (result, durationMs) => finished.push([result, durationMs]),
    });
    await vi.advanceTimersByTimeAsync(300);
    await stop();
    expect(calls).toBe(2);
    expect(lags).toEqual([0, 200]);
    expect(finished).toEqual([
      ['succeeded', 250],
      ['failed', 0],
    ]);
    expect(failure).toHaveBeenCalledWith('Test job failed.', expect.any(Error));
  });
});
