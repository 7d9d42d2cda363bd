import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { catalogueLanguages } from '../mail/text/catalogues';
import { languageChoice } from '../../shared/schemas/language';

/** A language choice this server can write mails in: a catalogue folder's code. */
export const languageRequest = languageChoice(catalogueLanguages).meta({ id: 'LanguageChoice' });

/** The investor's mails are written in `language` from now on. */
export async function updateLanguage(db: Queryable, userId: string, language: string, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}
