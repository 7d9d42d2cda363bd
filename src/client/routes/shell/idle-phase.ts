/** When the browser warns and then signs out an investor who has stopped using the page. */
export interface IdleTiming {
  idleMs: number;
  /** The warning shows this long before sign-out: a minute, or half of a shorter window. */
  warnMs: number;
  /**
   * Activity is reported to the server at most this often; the server counts only requests the
   * investor made, so reading a page without clicking must still keep the session alive.
   */
  reportEveryMs: number;
}

export const idleTiming = (idleMinutes: number): IdleTiming => {
  const idleMs = idleMinutes * 60_000;
  return { idleMs, warnMs: Math.min(60_000, idleMs / 2), reportEveryMs: Math.min(60_000, idleMs / 4) };
};

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export function idlePhase(timing: IdleTiming, lastActivityMs: number, nowMs: number): IdlePhase {
  const leftMs = lastActivityMs + timing.idleMs - nowMs;
  if (leftMs <= 0) return { kind: 'expired' };
  if (leftMs <= timing.warnMs) return { kind: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
  return { kind: 'active' };
}

/** "0:45" — a countdown that reads the same in every language. */
export const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
