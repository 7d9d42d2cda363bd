import { useState } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlanFacts } from '../../components/plans/PlanFacts';
import { useCreateInvestment } from './queries';
import { AmountInput } from '../../components/money/AmountInput';
import { useBalanceCents } from '../../components/money/AvailableBalance';
import { FlashMessage, useFlashMessage } from '../../components/FlashMessage';
import { isRuleRefusal, reasonOf } from '../../components/feedback';
import { useIntentKey } from '../../components/money/useIntentKey';
import { messages } from '../../../shared/messages';
import { centsToDollarString } from '../../../shared/money';
import { dollarInputToCents } from '../../../shared/schemas/amount';
import { planAmountViolation, type PlanDto } from '../../../shared/schemas/plans';
import type { CreateInvestmentRequest } from '../../../shared/schemas/investments';

/** One plan with its own amount box; "Invest Now" pays from the balance. */
export function PlanPurchaseCard({ plan }: { plan: PlanDto }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const balanceCents = useBalanceCents();
  const invest = useCreateInvestment();
  const flash = useFlashMessage();
  const intent = useIntentKey();
  const titleId = `plan-${plan.id}-title`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = dollarInputToCents.safeParse(amount);
    const amountCents = parsed.success ? parsed.data : 0;
    const violation = planAmountViolation(plan, amountCents) ?? (amountCents > balanceCents ? messages.insufficientBalance : null);
    if (violation) return flash.show(violation);
    const body: CreateInvestmentRequest = { planId: plan.id, amountCents, fundingSource: 'balance' };
    invest.mutate(
      { body, idempotencyKey: intent.keyFor(body) },
      {
        onSuccess: (response) => {
          intent.completed();
          setAmount('');
          flash.show(response.message);
        },
        onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.activationFailed(reasonOf(error))),
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack>
        <Title order={3} id={titleId}>
          {plan.name}
        </Title>
        <PlanFacts plan={plan} />
        <AmountInput label={t('plans.amountToInvest')} placeholder={centsToDollarString(plan.minCents)} value={amount} onChange={setAmount} />
        <FlashMessage message={flash.message} />
        <Button type="submit" loading={invest.isPending}>
          {t('plans.investNow')}
        </Button>
      </Stack>
    </Card>
  );
}
