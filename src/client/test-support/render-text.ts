import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity]);

/** The markup of a screen rendered with the real providers (for what text alone does not tell, such as roles). */
export function renderHtml(screen: ReactElement, i18n: I18n, queryClient = new QueryClient()): string {
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(QueryClientProvider, { client: queryClient }, createElement(MemoryRouter, null, createElement(I18nextProvider, { i18n }, screen))),
    ),
  );
}

/**
 * What a reader meets on a screen rendered with the real providers: its text, then the labels read
 * out by assistive technology (aria-label, title, placeholder), whitespace collapsed.
 */
export function renderText(screen: ReactElement, i18n: I18n, queryClient = new QueryClient()): string {
  const html = renderHtml(screen, i18n, queryClient);
  const labels = [...html.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
  return decode([text, ...labels].join(' '))
    .replace(/\s+/g, ' ')
    .trim();
}
