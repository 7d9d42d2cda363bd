import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The page's serious and critical WCAG 2 A/AA violations, one line each with the offending nodes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations are reported in full: passes and incomplete checks would cost as much again.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
