import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The page's serious and critical WCAG 2 A/AA violations, one line each with the offending nodes;
 * with `scope` (a CSS selector), only in that part of the page.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // Only the violations are reported in full: passes and incomplete checks would cost as much again.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
