/**
 * What makes a catalogue complete: the rules the completeness test applies to every language folder
 * against English. Each problem is one readable line, so a translator sees at once what to fix.
 */

export type FlatCatalogue = Record<string, unknown>;

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`, area by area (the area is the first key). */
export function flatten(tree: Record<string, unknown>, prefix = ''): FlatCatalogue {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/**
 * What must survive translation unchanged: interpolations (`{{amount}}`, with or without a format),
 * nested keys (`$t(…)`) and the tags a `<Trans>` component fills (`<mailbox>…</mailbox>`).
 */
export function placeholders(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => `{{${match[1]}}}`),
    ...[...text.matchAll(/\$t\(([^),]+)/g)].map((match) => `$t(${match[1]})`),
    ...[...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')),
  ];
  return [...new Set(found)].sort();
}

/** The CLDR plural categories a language's numbers fall into, as i18next picks its `_<form>` keys. */
export const pluralCategories = (code: string): string[] => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

interface PluralFamily {
  base: string;
  englishForms: Set<string>;
}

/** Keys English writes as plural families (`days_one`, `days_other`, …), by their base. */
function pluralFamilies(english: FlatCatalogue): Map<string, PluralFamily> {
  const families = new Map<string, PluralFamily>();
  for (const key of Object.keys(english)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match || !(`${match[1]}_other` in english)) continue;
    const family = families.get(match[1]!) ?? { base: match[1]!, englishForms: new Set<string>() };
    family.englishForms.add(match[2]!);
    families.set(match[1]!, family);
  }
  return families;
}

export interface CheckOptions {
  /** Keys whose value may equal English in this language (a word the language shares). */
  sameAsEnglish: ReadonlySet<string>;
  /** True for an English value that stays as it is in every language (tickers, product names). */
  isUniversal: (english: string) => boolean;
}

/**
 * Every problem of `translated` (language `code`) against `english`: missing or extra keys, plural
 * forms the language's CLDR rules need but lacks (or that neither English nor those rules know),
 * placeholders changed, empty values, and values left in English.
 */
export function catalogueProblems(code: string, english: FlatCatalogue, translated: FlatCatalogue, options: CheckOptions): string[] {
  const problems: string[] = [];
  const families = pluralFamilies(english);
  const categories = new Set(pluralCategories(code));
  const familyOf = (key: string) => {
    const match = PLURAL_SUFFIX.exec(key);
    return match ? { family: families.get(match[1]!), form: match[2]! } : undefined;
  };
  // `_zero` is i18next's form for a count of 0 in every language, so English's stays required.
  const required = (family: PluralFamily, form: string) => categories.has(form) || (form === 'zero' && family.englishForms.has('zero'));

  for (const key of Object.keys(english)) {
    const plural = familyOf(key);
    if (key in translated) continue;
    if (plural?.family && !required(plural.family, plural.form)) continue;
    problems.push(`missing key ${key}`);
  }
  for (const family of families.values()) {
    for (const form of categories) {
      if (!(`${family.base}_${form}` in translated) && !family.englishForms.has(form)) {
        problems.push(`missing plural form ${family.base}_${form} (${code} has the CLDR category "${form}")`);
      }
    }
  }

  for (const [key, value] of Object.entries(translated)) {
    const plural = familyOf(key);
    const englishKey = plural?.family ? `${plural.family.base}_other` : key;
    if (!(key in english) && !(plural?.family && required(plural.family, plural.form))) {
      problems.push(plural?.family ? `plural form ${key} is neither in English nor a CLDR category of ${code}` : `key ${key} is not in English`);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`empty value for ${key}`);
      continue;
    }
    const englishText = String(english[key] ?? english[englishKey]);
    problems.push(...placeholderProblems(key, englishText, value, plural?.form));
    if (value === englishText && !options.isUniversal(englishText) && !options.sameAsEnglish.has(key)) {
      problems.push(`${key} is still English ("${value}")`);
    }
  }
  return problems;
}

/**
 * A translation keeps every placeholder of its English text and adds none. In the forms for one,
 * two or zero a language may say the number in words ("un jour", "يومان"), so `{{count}}` may go.
 * A form English lacks (Polish `_few`) is compared with English's `_other`.
 */
function placeholderProblems(key: string, english: string, translated: string, pluralForm: string | undefined): string[] {
  const expected = placeholders(english);
  const actual = placeholders(translated);
  const mayDropCount = pluralForm === 'zero' || pluralForm === 'one' || pluralForm === 'two';
  const missing = expected.filter((token) => !actual.includes(token) && !(mayDropCount && token === '{{count}}'));
  // Every plural form is called with a count, so any of them may show it.
  const added = actual.filter((token) => !expected.includes(token) && !(pluralForm && token === '{{count}}'));
  return [...missing.map((token) => `${key} drops ${token}`), ...added.map((token) => `${key} adds ${token}, which English does not have`)];
}
