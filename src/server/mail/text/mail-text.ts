import { createInstance, type i18n as I18n } from 'i18next';
import type { NotificationTranslator } from '../../../shared/notification-text';
import { catalogueLanguages, readMailCatalogue } from './catalogues';

const ENGLISH = 'en';

/** A language's mail sentences: `t('mail.<key>', values)` as plain text, and notification sentences for news mails. */
export type MailText = NotificationTranslator;

/**
 * The mail sentences of every catalogue language in one i18next instance, set up as the browser's
 * (English fallback, values not escaped here: the `html` tag escapes each sentence whole), so
 * interpolation and plural forms read as in the app. Loaded once, the first time a mail is written.
 */
export function mailI18n(options: { fallbackLng: string | false; missingKeyHandler?: (languages: readonly string[], ns: string, key: string) => void }): I18n {
  const instance = createInstance({
    resources: Object.fromEntries(catalogueLanguages.map((code) => [code, { translation: readMailCatalogue(code) }])),
    lng: ENGLISH,
    fallbackLng: options.fallbackLng,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    ...(options.missingKeyHandler && { saveMissing: true, missingKeyHandler: options.missingKeyHandler }),
  });
  void instance.init();
  return instance;
}

/** Options i18next reads from a look-up's values rather than interpolating them (a language, a plural's count). */
const LOOK_UP_OPTIONS = new Set([
  'lng',
  'lngs',
  'ns',
  'context',
  'count',
  'ordinal',
  'defaultValue',
  'replace',
  'interpolation',
  'returnObjects',
  'joinArrays',
  'postProcess',
  'keyPrefix',
]);
/** Marks a value's place in a sentence looked up once; a private-use character, in no catalogue sentence. */
const VALUE_PLACE = /\uE000(\w+)\uE000/g;

const allText = (values: unknown): values is Record<string, string> =>
  typeof values === 'object' && values !== null && Object.values(values).every((value) => typeof value === 'string');

/** Values that are only interpolated as they are: text, no look-up options. */
const onlyTextValues = (values: unknown): values is Record<string, string> =>
  allText(values) && Object.keys(values).every((name) => !LOOK_UP_OPTIONS.has(name));

/** A notification's sentence as `notificationSentence` asks for it: a variant (`context`) and text values kept apart from the options (`replace`). */
const variantWithTextValues = (values: unknown): values is { context?: string; replace: Record<string, string> } =>
  typeof values === 'object' &&
  values !== null &&
  'replace' in values &&
  allText(values.replace) &&
  Object.entries(values).every(([name, value]) => name === 'replace' || (name === 'context' && (value === undefined || typeof value === 'string')));

const placesOf = (names: string[]) => Object.fromEntries(names.map((name) => [name, `\uE000${name}\uE000`]));

/**
 * `instance`'s sentences in `language`. A sentence reads the same every time but for its values,
 * so it is looked up once (with its text values' places marked, filled in on each use), and whether
 * a sentence exists is asked once: an i18next look-up costs 10-20 µs of CPU, and a withdrawal's mail
 * makes ten of them on the request's path. Counted sentences (plural forms) and other look-up
 * options still go to i18next every time.
 */
export function textIn(instance: I18n, language: string): MailText {
  // i18next's TFunction type is overloaded beyond what a wrapper can restate: called as it is called here.
  const lookUp = instance.getFixedT(language) as unknown as (key: string, ...rest: unknown[]) => string;
  const sentences = new Map<string, string>();
  const lookUpOnce = (known: string, ask: () => string) => {
    let sentence = sentences.get(known);
    if (sentence === undefined) {
      sentence = ask();
      sentences.set(known, sentence);
    }
    return sentence;
  };
  const fill = (sentence: string, values: Record<string, string>) => sentence.replace(VALUE_PLACE, (place, name: string) => values[name] ?? place);
  const t = ((key: string, ...rest: unknown[]) => {
    if (rest.length === 0) return lookUpOnce(key, () => lookUp(key));
    const [values] = rest;
    if (rest.length === 1 && onlyTextValues(values)) {
      const names = Object.keys(values);
      return fill(
        lookUpOnce(`${key}\uE000${names.join('\uE000')}`, () => lookUp(key, placesOf(names))),
        values,
      );
    }
    if (rest.length === 1 && variantWithTextValues(values)) {
      const { context, replace } = values;
      const names = Object.keys(replace);
      return fill(
        lookUpOnce(`${key}\uE001${context ?? ''}\uE000${names.join('\uE000')}`, () => lookUp(key, { context, replace: placesOf(names) })),
        replace,
      );
    }
    return lookUp(key, ...rest);
  }) as unknown as MailText['t'];
  const existing = new Map<string, boolean>();
  const exists = (key: string, options?: { context?: string }) => {
    const asked = `${key}\uE001${options?.context ?? ''}`;
    let found = existing.get(asked);
    if (found === undefined) {
      found = instance.exists(key, { ...options, lng: language });
      existing.set(asked, found);
    }
    return found;
  };
  return { language, t, exists };
}

let shared: I18n | undefined;
const texts = new Map<string, MailText>();

/** The sentences of the mails to someone who keeps `language`: English for a language without a catalogue. */
export function mailText(language: string): MailText {
  const code = catalogueLanguages.includes(language) ? language : ENGLISH;
  let text = texts.get(code);
  if (!text) {
    shared ??= mailI18n({ fallbackLng: ENGLISH });
    text = textIn(shared, code);
    texts.set(code, text);
  }
  return text;
}

/** What every mail is written in until the recipient's language is known (and the operators' mailbox reads). */
export const englishMailText = () => mailText(ENGLISH);
