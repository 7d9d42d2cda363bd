import { z } from 'zod';

/** Field rules several forms share, so each rule and its message exists once. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** A calendar date (YYYY-MM-DD) that is not in the future, e.g. a date of birth. */
export const pastDate = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .refine(isRealDate, `${label} must be a valid date.`)
    .refine((value) => value <= todayIso(), `${label} cannot be in the future.`);

/** A calendar date after today, e.g. the expiry of an identity document. */
export const futureDate = (label: string, expiredMessage: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .refine(isRealDate, `${label} must be a valid date.`)
    .refine((value) => value > todayIso(), expiredMessage);

export const requiredText = (label: string, max: number) =>
  z.string(`${label} is required.`).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const emailAddress = z
  .string('Email is required.')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254)
  .email('Please enter a valid email address.');

export const messageResponse = z.object({ message: z.string() });
