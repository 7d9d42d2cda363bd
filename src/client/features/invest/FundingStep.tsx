import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundingFields, InvestFlowState } from './flow-state';
import { AmountInput } from '../../components/money/AmountInput';
import { FlashMessage } from '../../components/FlashMessage';
import { formatUsd } from '../../../shared/money';
import type { PaymentMethodDto } from '../../../shared/schemas/payment-methods';
import type { FundingSource } from '../../../shared/schemas/investments';

interface FundingStepProps {
  state: InvestFlowState;
  balanceCents: number;
  paymentMethods: PaymentMethodDto[];
  /** The funding step's message; it clears itself after 3 s. */
  message: string | null;
  onChange: (changes: Partial<FundingFields>) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function FundingStep({ state, balanceCents, paymentMethods, message, onChange, onBack, onContinue }: FundingStepProps) {
  const { t } = useTranslation();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          {t('invest.funding.plan')}{' '}
          <Text span fw={700}>
            {state.plan?.name}
          </Text>
        </Text>
        <AmountInput label={t('invest.details.amount')} value={state.amount} onChange={(amount) => onChange({ amount })} />
        <Radio.Group
          label={t('invest.details.fundingSource')}
          value={state.fundingSource ?? ''}
          onChange={(value) => onChange({ fundingSource: value as FundingSource })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="balance" label={t('invest.funding.balanceOption', { balance: formatUsd(balanceCents) })} />
            <Radio value="deposit" label={t('invest.funding.depositOption')} />
          </Stack>
        </Radio.Group>
        {state.fundingSource === 'deposit' && (
          <NativeSelect
            label={t('invest.details.paymentMethod')}
            value={state.paymentMethod ?? ''}
            onChange={(event) => onChange({ paymentMethod: event.currentTarget.value || null })}
            data={[{ value: '', label: t('invest.funding.selectPaymentMethod') }, ...paymentMethods.map((method) => method.name)]}
          />
        )}
        <FlashMessage message={message} />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('invest.back')}
          </Button>
          <Button type="submit">{t('invest.continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
