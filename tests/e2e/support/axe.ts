import type { Page } from '@playwright/test';
import axe from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The page's serious and critical WCAG 2 A/AA violations, one line each with the offending nodes;
 * with `scope` (a CSS selector), only in that part of the page. axe's half-megabyte script is put
 * into a document once and reused by every later check of it (it cost as much as a check itself).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  // Only the violations are reported in full: passes and incomplete checks would cost as much again.
  const violations = await page.evaluate(
    async (within) =>
      (
        await window.axe!.run(within ? { include: [within] } : document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
          resultTypes: ['violations'],
        })
      ).violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) })),
    scope ?? null,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
