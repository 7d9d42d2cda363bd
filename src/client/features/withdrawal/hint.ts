import type { i18n as I18n } from 'i18next';
import type { CryptoType } from '../../../shared/constants';
import type { UserDto } from '../../../shared/schemas/user';
import { withdrawalHintValues } from '../../../shared/withdrawal-hint';

/** The amount field's hint: minimum, maximum and fee, for this investor and coin. */
export const withdrawalHint = (
  { t, language }: Pick<I18n, 't' | 'language'>,
  user: Pick<UserDto, 'withdrawalLimitCents' | 'withdrawalFeeBps'>,
  cryptoType: CryptoType,
) => t('withdrawal.hint', withdrawalHintValues(user, cryptoType, language));
