import { describe, expect, it } from 'vitest';
import { isKnownMessage, messageText } from '../../../i18n/message-text';
import { catalogueInstance, catalogueLanguages } from '../../../test-support/catalogue-instance';
import { freezeMessages } from '../../../../shared/schemas/account-freeze';

const UNTIL = '2026-11-29 14:05 UTC';
/** What the freeze page, the sign-in page and the withdrawal screen can be told about a freeze or a hold. */
const texts = [freezeMessages.frozen, freezeMessages.done, freezeMessages.linkInvalid, freezeMessages.securityHold(UNTIL)];

describe('the freeze and withdrawal hold texts', () => {
  it('are all in the messages catalogue', () => {
    expect(texts.filter((text) => !isKnownMessage(text))).toEqual([]);
  });

  it.each(catalogueLanguages.filter((language) => language !== 'en'))('are all translated into %s, the end of a hold kept as sent', async (language) => {
    const { t } = await catalogueInstance(language);
    expect(texts.filter((text) => messageText(t, text) === text)).toEqual([]);
    expect(messageText(t, freezeMessages.securityHold(UNTIL))).toContain(UNTIL);
  });
});
