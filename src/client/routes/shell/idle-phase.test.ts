import { describe, expect, it } from 'vitest';
import { countdown, idlePhase, idleTiming } from './idle-phase';

describe('idle phases', () => {
  const fiveMinutes = idleTiming(5);

  it('warns one minute before the five-minute sign-out and reports activity at most once a minute', () => {
    expect(fiveMinutes).toEqual({ idleMs: 300_000, warnMs: 60_000, reportEveryMs: 60_000 });
    expect(idlePhase(fiveMinutes, 0, 239_999)).toEqual({ kind: 'active' });
    expect(idlePhase(fiveMinutes, 0, 240_000)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idlePhase(fiveMinutes, 0, 299_001)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(idlePhase(fiveMinutes, 0, 300_000)).toEqual({ kind: 'expired' });
  });

  it('warns halfway through a window shorter than two minutes', () => {
    expect(idleTiming(0.5)).toEqual({ idleMs: 30_000, warnMs: 15_000, reportEveryMs: 7_500 });
    expect(idlePhase(idleTiming(0.5), 1_000, 16_000)).toEqual({ kind: 'warning', secondsLeft: 15 });
  });

  it('writes the countdown as minutes and seconds', () => {
    expect(countdown(60)).toBe('1:00');
    expect(countdown(9)).toBe('0:09');
  });
});
