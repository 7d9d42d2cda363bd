import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import { operatorMessages } from '../../../../shared/operator-roles';
import { fourEyesMessages } from '../../../../shared/schemas/four-eyes';
import { operatorMessagesOf } from '../../../../shared/schemas/operators';
import { MAX_BELOW_MIN } from '../../../../shared/schemas/admin';
import { twoFactorMessages } from '../../../../shared/schemas/two-factor';
import { catalogueInstance } from '../../../test-support/catalogue-instance';
import { isKnownOperatorMessage, operatorMessageText } from './operator-messages';

// The nouns the decision queues name a request by (src/server/**/queue.ts).
const QUEUE_NOUNS = ['deposit', 'withdrawal', 'subscription', 'KYC submission', 'support conversation'];

/** Every English sentence an admin route answers and the back office shows. */
const answered = [
  'Not found.',
  operatorMessages.forbiddenRole,
  twoFactorMessages.operatorsMustEnrol,
  fourEyesMessages.secondApproverRequired,
  'This adjustment was already decided.',
  ...QUEUE_NOUNS.flatMap((noun) => [`This ${noun} was already decided.`, `Another admin must decide your own ${noun}.`]),
  'Another admin must adjust your own balance.',
  'Another admin must change your own withdrawal settings.',
  messages.insufficientBalance,
  'A plan with this name already exists.',
  MAX_BELOW_MIN,
  'No such operator.',
  operatorMessagesOf.lastOwner,
  operatorMessagesOf.emailTaken,
  'Deposit not found.',
  'This conversation is already closed.',
  'This Idempotency-Key was used with a different request.',
  'Deposit approved.',
  'Deposit rejected.',
  'Deposit approved and investment activated.',
  'Deposit approved; the investment was already active, so the amount stays on the balance.',
  'Deposit approved and credited to the balance; the investment was cancelled because the deposit does not cover the investment amount.',
  'Deposit approved and credited to the balance; the investment was cancelled because the investor already has an active investment in the "Gold" plan.',
];

describe('the operator messages of the admin routes', () => {
  it('each has a catalogue key, so the back office shows it in the operator’s language', () => {
    expect(answered.filter((text) => !isKnownOperatorMessage(text))).toEqual([]);
  });

  it('is shown in German, values and all', async () => {
    const i18n = await catalogueInstance('de');
    const shown = answered.map((text) => operatorMessageText(i18n.t, text));
    expect(shown.filter((text, index) => text === answered[index])).toEqual([]);
    expect(operatorMessageText(i18n.t, 'This KYC submission was already decided.')).not.toContain('submission');
  });
});
