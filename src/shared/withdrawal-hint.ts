import { MIN_WITHDRAWAL_CENTS, type CryptoType } from './constants';
import { formatUsd } from './money';
import { percentText } from './percent-text';
import { withdrawalMaxCents } from './schemas/withdrawals';
import type { UserDto } from './schemas/user';

/**
 * The values of the withdrawal amount field's hint ("Minimum: … · Maximum: … · Fee: …") for this
 * investor and coin: the app fills it as they choose, and the server draws it into the page for the
 * coin the form starts with.
 */
export const withdrawalHintValues = (user: Pick<UserDto, 'withdrawalLimitCents' | 'withdrawalFeeBps'>, cryptoType: CryptoType, language: string) => ({
  min: formatUsd(MIN_WITHDRAWAL_CENTS),
  max: formatUsd(withdrawalMaxCents(user.withdrawalLimitCents, cryptoType)),
  fee: percentText(user.withdrawalFeeBps, language),
});
