import { html } from '../escape';
import { formatUsd } from '../../../shared/money';
import { notificationSentence } from '../../../shared/notification-text';
import type { NotificationParams } from '../../../shared/schemas/notifications';
import { englishMailText, type MailText } from '../text/mail-text';

/** The kinds of news an investor is mailed, each with its subject under `mail.news.<kind>`. */
/** The notification kinds that are also mailed (the others only show in the app). */
export const NEWS_KINDS = [
  'deposit_approved',
  'investment_activated',
  'deposit_rejected',
  'withdrawal_completed',
  'withdrawal_rejected',
  'mt4_approved',
  'mt4_rejected',
  'kyc_approved',
  'kyc_rejected',
  'investment_completed',
  'balance_adjusted',
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** A news mail before it has a recipient; its template is its kind. */
export interface NewsMailContent {
  template: NewsKind | 'roi_credited';
  subject: string;
  text: string;
  html: string;
}

/** A greeting by name, then the paragraphs, a blank line apart in the text (escaped in the HTML). */
function newsLetter(text: MailText, fullname: string, paragraphs: string[]): { text: string; html: string } {
  const greeting = text.t('mail.greeting', { name: fullname });
  return {
    text: `${greeting}\n\n${paragraphs.join('\n\n')}`,
    html: [greeting, ...paragraphs].map((paragraph) => html`<p>${paragraph}</p>`).join('\n'),
  };
}

export interface NewsData {
  fullname: string;
  kind: NewsKind;
  /** The notification's values, from which its sentence is written in the reader's language. */
  params: NotificationParams;
  /** The notification's English sentence, mailed as it is should the catalogue have no sentence for the values. */
  message: string;
}

/**
 * A status change the investor hears of (an operator's decision, an adjustment, a completed
 * investment): the subject of its kind, and the sentence its notification shows in the app.
 */
export function newsMail(data: NewsData, text: MailText = englishMailText()): NewsMailContent {
  const sentence = notificationSentence(text, data.kind, data.params) ?? data.message;
  return { template: data.kind, subject: text.t(`mail.news.${data.kind}`), ...newsLetter(text, data.fullname, [sentence]) };
}

/** One period's profit as the digest lists it. */
export interface PaidProfit {
  amountCents: number;
  planName: string;
  period: number;
  durationDays: number;
}

/** Every period a batch of the profit accrual paid an investor, one line each. */
export function profitDigestMail(data: { fullname: string; paid: PaidProfit[] }, text: MailText = englishMailText()): NewsMailContent {
  const lines = data.paid.map((profit) =>
    text.t('mail.profitLine', { amount: formatUsd(profit.amountCents), plan: profit.planName, day: profit.period, days: profit.durationDays }),
  );
  return { template: 'roi_credited', subject: text.t('mail.news.roi_credited'), ...newsLetter(text, data.fullname, lines) };
}
