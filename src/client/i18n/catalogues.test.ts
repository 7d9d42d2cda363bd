import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const localesDir = path.join(import.meta.dirname, 'locales');
const TRANSLATED = ['es', 'fr', 'de', 'pt', 'ar'];

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const areasOf = (code: string) => readdirSync(path.join(localesDir, code)).sort();
const keysOfArea = (code: string, area: string) =>
  keysOf(JSON.parse(readFileSync(path.join(localesDir, code, area), 'utf8'))).sort();

describe('translation catalogues', () => {
  it.each(TRANSLATED)('%s has a file for every English screen area', (code) => {
    expect(areasOf(code)).toEqual(areasOf('en'));
  });

  const pairs = TRANSLATED.flatMap((code) => areasOf('en').map((area) => [code, area] as const));
  it.each(pairs)('%s/%s translates every English key and nothing else', (code, area) => {
    expect(keysOfArea(code, area)).toEqual(keysOfArea('en', area));
  });

  it('offers about 70 languages, English first, each catalogue among them', () => {
    expect(languages.length).toBeGreaterThanOrEqual(65);
    expect(languages[0]).toEqual({ code: 'en', name: 'English' });
    const codes = new Set(languages.map((language) => language.code));
    for (const code of readdirSync(localesDir)) expect(codes).toContain(code);
  });
});
