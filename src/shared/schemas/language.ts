import { z } from 'zod';

/** The answer to a language that has no catalogue. */
const UNKNOWN_LANGUAGE = 'This language is not offered.';

/**
 * A language an account may keep, so that its mails are written in it: one of `codes`, the languages
 * with a catalogue. Each side passes the catalogue folders it knows (the browser's build lists them,
 * the server reads them at start), so both accept the same codes and nothing else.
 */
export const languageCode = (codes: readonly string[]) => z.enum(codes, { error: UNKNOWN_LANGUAGE });

/** The language the reader chose in the header's selector. */
export const languageChoice = (codes: readonly string[]) => z.object({ language: languageCode(codes) });
