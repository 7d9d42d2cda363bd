/**
 * Checks in progress on this instance, per key. Local on purpose: they are over in milliseconds,
 * and they only keep one client from queueing hundreds of hashes; the counters that decide how
 * many guesses a client gets are in the database (password-check-limits.ts).
 */
const inProgress = new Map<string, number>();

/** Takes a slot under every key, or none when any key already has `max`; answers how to give them back. */
export function takeSlots(keys: Array<{ key: string; max: number }>): (() => void) | null {
  if (keys.some(({ key, max }) => (inProgress.get(key) ?? 0) >= max)) return null;
  for (const { key } of keys) inProgress.set(key, (inProgress.get(key) ?? 0) + 1);
  return () => {
    for (const { key } of keys) {
      const left = inProgress.get(key)! - 1;
      if (left === 0) inProgress.delete(key);
      else inProgress.set(key, left);
    }
  };
}
