/** Cents as the decimal string processors take for a USD amount ("12.05"), without a float. */
export const centsAsDecimal = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
