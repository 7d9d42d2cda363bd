import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { catalogueLanguages } from '../mail/text/catalogues';
import { registerRequest } from '../../shared/schemas/auth';
import { languageChoice, languageCode } from '../../shared/schemas/language';

/** A language choice this server can write mails in: a catalogue folder's code. */
export const languageRequest = languageChoice(catalogueLanguages).meta({ id: 'LanguageChoice' });

/** Registration with the language the browser shows (English when left out), which the account keeps for its mails. */
export const registration = registerRequest.extend({ language: languageCode(catalogueLanguages).optional() }).meta({ id: 'Registration' });
export type Registration = z.infer<typeof registration>;

/** The investor's mails are written in `language` from now on. */
export async function updateLanguage(db: Queryable, userId: string, language: string, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}
