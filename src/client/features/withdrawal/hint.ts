import type { i18n as I18n } from 'i18next';
import { percentText } from '../../components/format';
import { MIN_WITHDRAWAL_CENTS } from '../../../shared/constants';
import { formatUsd } from '../../../shared/money';

/** The amount field's hint: minimum, maximum and fee. */
export const withdrawalHint = ({ t, language }: Pick<I18n, 't' | 'language'>, maxCents: number, feeBps: number) =>
  t('withdrawal.hint', { min: formatUsd(MIN_WITHDRAWAL_CENTS), max: formatUsd(maxCents), fee: percentText(feeBps, language) });
