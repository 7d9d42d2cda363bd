import { html } from '../escape';

/** A paragraph written twice: for the plain-text part, and as escaped HTML. */
export interface Paragraph {
  text: string;
  html: string;
}

/** A sentence (escaped into its own paragraph), or a paragraph built with markup. */
type LetterPart = string | Paragraph;

/** A mail body: one line of the plain-text part, and one HTML paragraph, for each part. */
export function letter(parts: readonly LetterPart[]): Paragraph {
  const written = parts.map((part) => (typeof part === 'string' ? { text: part, html: html`<p>${part}</p>` } : part));
  return { text: written.map((part) => part.text).join('\n'), html: written.map((part) => part.html).join('\n') };
}

/** A link the reader opens, after the sentence that leads to it when there is one. */
export function linkParagraph(link: string, lead?: string): Paragraph {
  return lead
    ? { text: `${lead} ${link}`, html: html`<p>${lead} <a href="${link}">${link}</a></p>` }
    : { text: link, html: html`<p><a href="${link}">${link}</a></p>` };
}

/** A label and its value, as a mail's summary table shows them ("Amount", "$1,234.56"). */
export type SummaryRow = readonly [label: string, value: string];

/** The summary: one "Label: value" line a row in the text, a table of escaped labels and values in the HTML. */
export const summary = (rows: readonly SummaryRow[]): Paragraph => ({
  text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  html: ['<table>', ...rows.map(([label, value]) => html`<tr><th align="left">${label}</th><td>${value}</td></tr>`), '</table>'].join('\n'),
});
