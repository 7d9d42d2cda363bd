import type { FastifyRequest } from 'fastify';
import type { FilledPage } from '../http/static';
import { escapeHtml } from '../mail/escape';
import { drawnLanguage, screenText } from '../mail/text/catalogues';
import { isRtl } from '../../shared/text-direction';
import { LANGUAGE_COOKIE } from '../../shared/first-data';

/**
 * The landing page's heading and lead, drawn by the server in the language the browser last showed
 * (its language cookie; English by default), with the app's font and sizes
 * (src/client/first-paint.css): a visitor reads them before a line of script has run.
 */
export async function landingFirstPaint(request: FastifyRequest): Promise<FilledPage> {
  const code = drawnLanguage(request.cookies[LANGUAGE_COOKIE]);
  const text = screenText(code, 'public') as { landing?: { title?: string; lead?: string } };
  return {
    rootHtml:
      `<div class="first-paint first-paint-landing" lang="${code}" dir="${isRtl(code) ? 'rtl' : 'ltr'}">` +
      `<h1>${escapeHtml(text.landing?.title ?? '')}</h1><p class="first-paint-lead">${escapeHtml(text.landing?.lead ?? '')}</p></div>`,
    personal: false,
  };
}
