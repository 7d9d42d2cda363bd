import type { Db } from '../db/client';
import { appMetrics } from './app-metrics';

export type JobResult = 'succeeded' | 'failed';

/** What the job runner (jobs/repeat.ts) reports of each run of one job. */
export interface JobRuns {
  /** A run starts `lagMs` after it was due. */
  started(lagMs: number): void;
  finished(result: JobResult, durationMs: number): void;
}

/** The runs of the job `job`, counted in the families of the app on `db`. */
export function jobRuns(db: Db, job: string): JobRuns {
  const metrics = appMetrics(db);
  return {
    started: (lagMs) => metrics.jobLag.set({ job }, lagMs / 1000),
    finished: (result, durationMs) => metrics.jobRunDuration.observe({ job, result }, durationMs / 1000),
  };
}
