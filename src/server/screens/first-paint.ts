import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { FilledPage, PageFiller } from '../http/static';
import { escapeHtml } from '../mail/escape';
import { drawnLanguage, screenText } from '../mail/text/catalogues';
import { pageSession } from '../auth/page-session';
import { isRtl } from '../../shared/text-direction';
import { SIGNED_IN_SCREENS } from '../../shared/signed-in-screens';
import type { FirstData } from '../../shared/first-data';

/** The catalogue sentence at `key` ("area.path.to.sentence") in `code`, English where it has none. */
function sentence(code: string, key: string): string {
  const [area, ...steps] = key.split('.');
  const found = steps.reduce<unknown>((text, step) => (text as Record<string, unknown> | undefined)?.[step], screenText(code, area!));
  return typeof found === 'string' ? found : '';
}

/**
 * A signed-in screen as its investor opens it: the session answer written into the page, so the
 * app asks for nothing before drawing, and the screen's heading already drawn in the account's
 * language, where the app draws it (src/client/first-paint.css).
 */
const screenFirstPaint =
  (ctx: AppContext, titleKey: string): PageFiller =>
  async (request: FastifyRequest): Promise<FilledPage | null> => {
    const signedIn = await pageSession(ctx, request);
    if (!signedIn) return null;
    const code = drawnLanguage(signedIn.user.language);
    const data: FirstData = { session: signedIn.session };
    const heading = `<h2>${escapeHtml(sentence(code, titleKey))}</h2>`;
    return { rootHtml: `<div class="first-paint" lang="${code}" dir="${isRtl(code) ? 'rtl' : 'ltr'}">${heading}</div>`, data, personal: true };
  };

/** Each signed-in screen's page filler, by every path that reaches it. */
export const signedInScreenFirstPaints = (ctx: AppContext): Record<string, PageFiller> =>
  Object.fromEntries(SIGNED_IN_SCREENS.flatMap(({ paths, title }) => paths.map((path) => [path, screenFirstPaint(ctx, title)])));
