export const MAX_MAIL_ATTEMPTS = 8;

/**
 * Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base … capped at an
 * hour. null once the attempts are spent.
 */
export function retryDelayMs(attempts: number, baseMs: number): number | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  return Math.min(baseMs * 2 ** (attempts - 1), 3600_000);
}
