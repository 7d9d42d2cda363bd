import { ApiError } from '../api';

/** What went wrong, for the spec's "…: followed by the reason" messages. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/** A 4xx answer is a rule the investor broke; its message is already the spec's sentence. */
export const isRuleRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;
