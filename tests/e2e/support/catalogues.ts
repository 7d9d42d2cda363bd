import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { flatten } from '../../../src/client/i18n/completeness/check';
import { isUniversal } from '../../../src/client/i18n/completeness/universal-terms';
import { isRtl } from '../../../src/shared/text-direction';

// The catalogues as the build bundles them: one folder per language the selector offers.
const i18nDir = path.resolve(import.meta.dirname, '../../../src/client/i18n');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export const offeredCodes = (): string[] => readdirSync(path.join(i18nDir, 'locales')).sort();
export { isRtl };

export function catalogue(code: string): Record<string, string> {
  const dir = path.join(i18nDir, 'locales', code);
  const areas = Object.fromEntries(readdirSync(dir).map((file) => [path.basename(file, '.json'), readJson(path.join(dir, file))]));
  return flatten(areas) as Record<string, string>;
}

function sameAsEnglish(code: string): Set<string> {
  const file = path.join(i18nDir, 'completeness', 'same-as-english', `${code}.json`);
  return new Set(existsSync(file) ? (readJson(file) as string[]) : []);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English sentences found in `text`, a screen shown in `code`: every English value the language
 * writes differently, found as whole words. Short words and templates are left out, since they can
 * legitimately appear inside other text (a plan's name, a coin's), and so are words the language's
 * own catalogue uses (Filipino's "Dashboard ng account").
 */
export function englishLeftovers(text: string, code: string): string[] {
  const english = catalogue('en');
  const translated = catalogue(code);
  const keep = sameAsEnglish(code);
  const asWords = (value: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(value)}(?!\\p{L})`, 'u');
  const translatedText = Object.values(translated).join('\n');
  return Object.entries(english)
    .filter(([key, value]) => value.length >= 8 && !/[{<]/.test(value) && !isUniversal(value) && !keep.has(key) && translated[key] !== value)
    .map(([, value]) => value)
    .filter((value) => asWords(value).test(text) && !asWords(value).test(translatedText));
}

/** Switches in place with the header's selector (its label changes with the language, its options do not). */
export async function switchLanguage(page: Page, code: string) {
  await page.locator('select:has(option[value="en"])').first().selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', isRtl(code) ? 'rtl' : 'ltr');
}
