import { html } from '../mail/escape';

/** The body of every mail to an investor: a greeting by name, then the paragraphs (escaped in the HTML). */
export const investorLetter = (fullname: string, paragraphs: string[]): { text: string; html: string } => ({
  text: `Hello ${fullname},\n\n${paragraphs.join('\n\n')}`,
  html: [html`<p>Hello ${fullname},</p>`, ...paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)].join('\n'),
});
