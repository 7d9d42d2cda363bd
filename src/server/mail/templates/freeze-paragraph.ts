import type { MailText } from '../text/mail-text';
import { linkParagraph, type Paragraph } from './letter-parts';

/** "This wasn't me": the last paragraph of every mail about a change to the account's security, with the link that freezes it. */
export const freezeParagraph = (freezeLink: string, text: MailText): Paragraph => linkParagraph(freezeLink, text.t('mail.freezeLink'));
