import { describe, expect, it } from 'vitest';
import { isKnownMessage, messageText } from '../../i18n/message-text';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';
import { passwordResetConfirmRequest, passwordResetForm, recoveryMessages } from '../../../shared/schemas/account-recovery';
import { twoFactorCodeRequest, twoFactorMessages } from '../../../shared/schemas/two-factor';
import { acceptInviteForm, acceptInviteRequest, operatorMessagesOf } from '../../../shared/schemas/operators';

/** Everything the account-protection flows (reset, verification, two-factor, an operator's invitation) can show: the server's answers and the forms' rules. */
const texts = [
  ...Object.values(recoveryMessages),
  ...Object.values(twoFactorMessages),
  ...(twoFactorCodeRequest.safeParse({}).error?.issues.map((issue) => issue.message) ?? []),
  ...(passwordResetConfirmRequest.safeParse({ token: '', password: 'x' }).error?.issues.map((issue) => issue.message) ?? []),
  ...(passwordResetForm.safeParse({ password: 'long-enough-1', confirmPassword: 'other' }).error?.issues.map((issue) => issue.message) ?? []),
  operatorMessagesOf.emailTaken,
  operatorMessagesOf.inviteLinkInvalid,
  operatorMessagesOf.inviteAccepted,
  ...(acceptInviteRequest.safeParse({ token: '', fullname: '', password: 'x' }).error?.issues.map((issue) => issue.message) ?? []),
  ...(acceptInviteForm.safeParse({ fullname: 'Ann', password: 'long-enough-1', confirmPassword: 'other' }).error?.issues.map((issue) => issue.message) ?? []),
];

describe('the account recovery texts', () => {
  it('are all in the messages catalogue', () => {
    expect(texts.length).toBeGreaterThan(Object.keys(recoveryMessages).length + Object.keys(twoFactorMessages).length);
    expect(texts.filter((text) => !isKnownMessage(text))).toEqual([]);
  });

  it.each(catalogueLanguages.filter((language) => language !== 'en'))('are all translated into %s', async (language) => {
    const { t } = await catalogueInstance(language);
    expect(texts.filter((text) => messageText(t, text) === text)).toEqual([]);
  });
});
