/** Money is integer cents everywhere; percentages are basis points (1 % = 100 bps). */

export function assertCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

/** Parses a dollar string typed by a person ("12", "12.5", "12.50") into cents without floats. */
export function parseDollarsToCents(input: string): number | null {
  const match = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function centsToDollarString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$1,234.56" — only at the edge of the UI. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Commas by hand, not toLocaleString: the first amount a phone drew loaded the browser's locale
  // data for it, one long pause inside the dashboard's first render.
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Share of an amount in basis points, rounded half up to the cent, in integer arithmetic. */
export function percentOfCents(cents: number, bps: number): number {
  assertCents(cents);
  // BigInt keeps the product exact even where cents × bps passes 2^53.
  return Number((BigInt(cents) * BigInt(bps) + 5000n) / 10000n);
}

/** "5" for 500 bps, "2.5" for 250 bps. */
export function formatPercent(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(bps) / 100);
  const rest = Math.abs(bps) % 100;
  return sign + (rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`);
}
