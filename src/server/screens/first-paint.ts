import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { FilledPage, PageFiller } from '../http/static';
import { escapeHtml } from '../mail/escape';
import { drawnLanguage, screenText } from '../mail/text/catalogues';
import { pageSession } from '../auth/page-session';
import { isRtl } from '../../shared/text-direction';
import { SIGNED_IN_SCREENS, type DrawnParagraph } from '../../shared/signed-in-screens';
import type { FirstData } from '../../shared/first-data';
import { DEFAULT_CRYPTO_TYPE } from '../../shared/constants';
import type { UserDto } from '../../shared/schemas/user';
import { withdrawalHintValues } from '../../shared/withdrawal-hint';

/**
 * The investor's own figures a drawn paragraph shows, by its catalogue key. Here rather than beside
 * the screens' list, which the app's router imports: the hint's rules would weigh on every first visit.
 */
const FIGURES: Readonly<Record<string, (user: UserDto, language: string) => Readonly<Record<string, string>>>> = {
  'withdrawal.hint': (user, language) => withdrawalHintValues(user, DEFAULT_CRYPTO_TYPE, language),
};

/** The catalogue sentence at `key` ("area.path.to.sentence") in `code`, English where it has none. */
function sentence(code: string, key: string): string {
  const [area, ...steps] = key.split('.');
  const found = steps.reduce<unknown>((text, step) => (text as Record<string, unknown> | undefined)?.[step], screenText(code, area!));
  return typeof found === 'string' ? found : '';
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A catalogue sentence as the app's `<Trans>` shows it: escaped, its `{{values}}` filled, each
 * `<tag>…</tag>` part a link to `links[tag]` (itself filled with the values).
 */
function sentenceHtml(text: string, values: Readonly<Record<string, string>>, links: Readonly<Record<string, string>>): string {
  const fill = (part: string) => part.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  let html = '';
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const href = links[match[1]!];
    html += escapeHtml(fill(text.slice(from, match.index)));
    html += href ? `<a href="${escapeHtml(fill(href))}">${escapeHtml(fill(match[2]!))}</a>` : escapeHtml(fill(match[2]!));
    from = match.index + match[0].length;
  }
  return html + escapeHtml(fill(text.slice(from)));
}

/**
 * A signed-in screen as its investor opens it: the session answer written into the page, so the
 * app asks for nothing before drawing, and in the account's language the screen's heading, its
 * largest paragraph known before any data and the footer's risk note, as the app draws them
 * (src/client/first-paint.css): the app's own copies are then no larger, so the first paint is the
 * screen's largest.
 */
const screenFirstPaint =
  (ctx: AppContext, titleKey: string, paragraph: DrawnParagraph | undefined): PageFiller =>
  async (request: FastifyRequest): Promise<FilledPage | null> => {
    const signedIn = await pageSession(ctx, request);
    if (!signedIn) return null;
    const code = drawnLanguage(signedIn.user.language);
    const data: FirstData = { session: signedIn.session };
    const figures = paragraph && FIGURES[paragraph.key];
    const values = { email: ctx.config.supportEmail, ...figures?.(signedIn.session.user, code) };
    const drawn = [
      `<h2>${escapeHtml(sentence(code, titleKey))}</h2>`,
      paragraph && `<p class="first-paint-${paragraph.size}">${sentenceHtml(sentence(code, paragraph.key), values, paragraph.links)}</p>`,
      `<p class="first-paint-note">${escapeHtml(sentence(code, 'shell.footer.risk'))}</p>`,
    ];
    return {
      rootHtml: `<div class="first-paint" lang="${code}" dir="${isRtl(code) ? 'rtl' : 'ltr'}">${drawn.filter(Boolean).join('')}</div>`,
      data,
      personal: true,
    };
  };

/** Each signed-in screen's page filler, by every path that reaches it. */
export const signedInScreenFirstPaints = (ctx: AppContext): Record<string, PageFiller> =>
  Object.fromEntries(
    SIGNED_IN_SCREENS.flatMap((screen) => {
      const filler = screenFirstPaint(ctx, screen.title, 'paragraph' in screen ? screen.paragraph : undefined);
      return screen.paths.map((path) => [path, filler]);
    }),
  );
