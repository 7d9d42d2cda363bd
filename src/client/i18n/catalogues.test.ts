import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, offeredLanguages } from './languages';
import { catalogueProblems, flatten, type FlatCatalogue } from './completeness/check';
import { isUniversal } from './completeness/universal-terms';

// Every folder present is checked, so a language lands (and is offered) only once it is complete.
const localesDir = path.join(import.meta.dirname, 'locales');
const sameAsEnglishDir = path.join(import.meta.dirname, 'completeness', 'same-as-english');
const codes = readdirSync(localesDir).sort();
const translatedCodes = codes.filter((code) => code !== 'en');

const areasOf = (code: string) => readdirSync(path.join(localesDir, code)).sort();
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function catalogueOf(code: string): FlatCatalogue {
  return flatten(Object.fromEntries(areasOf(code).map((file) => [path.basename(file, '.json'), readJson(path.join(localesDir, code, file))])));
}

function sameAsEnglish(code: string): Set<string> {
  const file = path.join(sameAsEnglishDir, `${code}.json`);
  return new Set(existsSync(file) ? (readJson(file) as string[]) : []);
}

const english = catalogueOf('en');

describe('translation catalogues', () => {
  it.each(translatedCodes)('%s has a file for every English screen area, the back office included, and no other', (code) => {
    expect(areasOf(code)).toEqual(areasOf('en'));
  });

  it.each(translatedCodes)('%s translates every English key, keeps its placeholders and plural forms, and leaves nothing in English', (code) => {
    const problems = catalogueProblems(code, english, catalogueOf(code), {
      sameAsEnglish: sameAsEnglish(code),
      isUniversal,
    });
    expect(problems, `fix these in locales/${code}/ (a word ${code} writes as English does goes in completeness/same-as-english/${code}.json)`).toEqual([]);
  });

  it('allows only English keys to stay English, and only for languages that have a catalogue', () => {
    for (const file of readdirSync(sameAsEnglishDir)) {
      expect(codes, file).toContain(path.basename(file, '.json'));
      for (const key of sameAsEnglish(path.basename(file, '.json'))) expect(english, `${file}: ${key}`).toHaveProperty([key]);
    }
  });

  it('offers exactly the languages with a catalogue, English first, each by its own name', () => {
    expect(languages.length).toBeGreaterThanOrEqual(65);
    const listed = languages.map((language) => language.code);
    for (const code of codes) expect(listed, `locales/${code} is not a language of the selector`).toContain(code);
    expect(offeredLanguages[0]).toEqual({ code: 'en', name: 'English' });
    expect(offeredLanguages.map((language) => language.code).sort()).toEqual(codes);
  });
});
