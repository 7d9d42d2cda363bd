import type { z } from 'zod';
import { catalogueLanguages } from '../mail/text/catalogues';
import { registerRequest } from '../../shared/schemas/auth';
import { languageCode } from '../../shared/schemas/language';

/** Registration with the language the browser shows (English when left out), which the account keeps for its mails. */
export const registration = registerRequest.extend({ language: languageCode(catalogueLanguages).optional() }).meta({ id: 'Registration' });
export type Registration = z.infer<typeof registration>;
