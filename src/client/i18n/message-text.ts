import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import englishMessages from './locales/en/messages.json';

/**
 * The server and the shared zod schemas speak English: the message catalogue word for word, and rule texts
 * such as "Full name is required.". The `messages` catalogue area holds each of those sentences (as a
 * template where it carries a value), so a text can be found by its English wording and shown in the
 * reader's language. Values inside a sentence (a reason, a field name) are looked up the same way.
 */

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Characters that are not placeholders: the more, the more specific the template. */
  literalLength: number;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const HAS_PLACEHOLDER = /\{\{\w+\}\}/;
const MAX_DEPTH = 3;

function flatten(tree: object, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toTemplate(key: string, english: string): Template {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's'), literalLength: english.replace(PLACEHOLDER, '').length };
}

export type LookUp = (t: TFunction, text: string, depth: number) => string | null;

/**
 * Finds an English sentence among the catalogue keys under `prefix` (`tree` is that subtree in English):
 * word for word, or by a template whose placeholders are looked up in turn with `inner`.
 */
export function sentenceLookUp(tree: object, prefix: string, inner: () => LookUp): LookUp {
  const entries = flatten(tree, prefix);
  const exactKeys = new Map(entries.filter(([, english]) => !HAS_PLACEHOLDER.test(english)).map(([key, english]) => [english, key]));
  const templates = entries
    .filter(([, english]) => HAS_PLACEHOLDER.test(english))
    .map(([key, english]) => toTemplate(key, english))
    .sort((a, b) => b.literalLength - a.literalLength);
  return (t, text, depth) => {
    const key = exactKeys.get(text);
    if (key) return t(key);
    if (depth >= MAX_DEPTH) return null;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(template.names.map((name, index) => [name, inner()(t, match[index + 1]!, depth + 1) ?? match[index + 1]!]));
      return t(template.key, values);
    }
    return null;
  };
}

/** The investor's message catalogue: the server's and src/shared's English sentences. */
export const messageLookUp: LookUp = sentenceLookUp(englishMessages, 'messages.', () => messageLookUp);

/** `text` in the reader's language when the catalogue knows its English wording; otherwise unchanged. */
export function messageText(t: TFunction, text: string, depth = 0): string {
  return messageLookUp(t, text, depth) ?? text;
}

/** True when the catalogue knows the English sentence, so it can be shown translated. */
export const isKnownMessage = (text: string) => messageLookUp(((key: string) => key) as TFunction, text, 0) !== null;

/** For components: translates an English message (from the server or src/shared) for display. */
export function useMessageText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => messageText(t, text), [t]);
}
