import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/run-cli';

describe('accrual demo', () => {
  it('runs a month of daily profit and returns the capital at the end', async () => {
    const run = await runCli('src/server/accrual/demo.ts', [], {});
    expect(run.code, run.stderr).toBe(0);
    const days = run.stdout.split('\n').filter((line) => line.startsWith('Day '));
    expect(days).toHaveLength(30);
    // $300.00 of profit over 30 days is $10.00 a day, while the $1,000.00 stays invested.
    expect(days[0]).toMatch(/^Day {2}1 {2}balance +\$10\.00 {2}total profit +\$10\.00$/);
    expect(days[29]).toMatch(/^Day 30 {2}balance +\$1,300\.00 {2}total profit +\$300\.00 {2}investment completed, capital returned$/);
    expect(run.stdout).toContain('The books balance.');
  }, 60_000);
});
