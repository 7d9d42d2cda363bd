import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { FilledPage } from '../http/static';
import { escapeHtml } from '../mail/escape';
import { drawnLanguage, screenText } from '../mail/text/catalogues';
import { pageSession } from '../auth/page-session';
import { dashboardSummaryOf } from './summary';
import { formatUsd } from '../../shared/money';
import { displayName } from '../../shared/display-name';
import { isRtl } from '../../shared/text-direction';
import type { FirstData } from '../../shared/first-data';
import type { UserDto } from '../../shared/schemas/user';

const CARDS = [
  ['accountBalance', 'balanceCents'],
  ['totalProfit', 'totalProfitCents'],
  ['totalDeposits', 'totalDepositCents'],
  ['totalReferralBonus', 'totalReferralCommissionCents'],
] as const;

type DashboardText = Partial<Record<'welcome' | (typeof CARDS)[number][0], string>>;

/**
 * The greeting and the four balances, in the account's language, drawn with the app's font and sizes
 * (src/client/first-paint.css): the investor reads them as soon as the page arrives, before a line of
 * script has run, and the app draws the screen in their place.
 */
function greetingAndBalances(user: UserDto): string {
  const code = drawnLanguage(user.language);
  const text = screenText(code, 'dashboard') as DashboardText;
  const welcome = escapeHtml(text.welcome ?? '').replace('{{name}}', () => escapeHtml(displayName(user)));
  const cards = CARDS.map(
    ([label, field]) =>
      `<div><p class="first-paint-label">${escapeHtml(text[label] ?? '')}</p><p class="first-paint-figure">${escapeHtml(formatUsd(user[field]))}</p></div>`,
  ).join('');
  return `<div class="first-paint" lang="${code}" dir="${isRtl(code) ? 'rtl' : 'ltr'}"><h2>${welcome}</h2><div class="first-paint-cards">${cards}</div></div>`;
}

/**
 * The dashboard home as a signed-in investor opens it: the session and dashboard answers written
 * into the page, and their greeting and balances already drawn, read at this request. Without a
 * live session: null, and the page goes out as built.
 */
export const dashboardFirstPaint =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<FilledPage | null> => {
    const signedIn = await pageSession(ctx, request);
    if (!signedIn) return null;
    const data: FirstData = { session: signedIn.session, dashboard: await dashboardSummaryOf(ctx.db, signedIn.user) };
    return { rootHtml: greetingAndBalances(signedIn.session.user), data, personal: true };
  };
