import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { unreadText } from './unread-text';

const localesDir = path.join(import.meta.dirname, '../../i18n/locales');
const codes = readdirSync(localesDir).sort();

/** The header's count line in `code`, from that language's notifications catalogue alone. */
async function unreadIn(code: string) {
  const notifications = JSON.parse(readFileSync(path.join(localesDir, code, 'notifications.json'), 'utf8'));
  const i18n = createInstance();
  await i18n.init({ resources: { [code]: { translation: { notifications } } }, lng: code, fallbackLng: false, interpolation: { escapeValue: false } });
  return { say: (count: number) => unreadText(i18n.t, count), noUnread: notifications.noUnread as string };
}

describe('the unread count line', () => {
  it.each(codes)('in %s says there is nothing unread without a number, and says numbers that share their plural form with others', async (code) => {
    const { say, noUnread } = await unreadIn(code);
    expect(say(0)).toBe(noUnread);
    expect(say(0)).not.toMatch(/0|٠|۰/);
    for (const count of [10, 11, 21, 30, 100]) expect(say(count), String(count)).toContain(String(count));
  });

  it('in Latvian: none, then the forms for 1, 10 and 2', async () => {
    const { say } = await unreadIn('lv');
    expect([0, 1, 10, 2].map(say)).toEqual(['Nav nelasītu paziņojumu', '1 nelasīts paziņojums', '10 nelasītu paziņojumu', '2 nelasīti paziņojumi']);
  });
});
