import { useReducer } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmationStep } from './ConfirmationStep';
import { DepositRequestModal } from './DepositRequestModal';
import { FundingStep } from './FundingStep';
import { InvestProgress } from './InvestProgress';
import { PlanSelectionStep } from './PlanSelectionStep';
import { SubmittedStep } from './SubmittedStep';
import { initialInvestFlow, investFlowReducer } from './flow-state';
import { checkFunding } from './funding-check';
import { paymentMethodsQuery, useCreateInvestment } from './queries';
import { plansQuery } from '../../components/plans/queries';
import { RiskDisclosure } from './RiskDisclosure';
import { newIdempotencyKey } from '../../api';
import { useBalanceCents } from '../../components/money/AvailableBalance';
import { useFlashMessage } from '../../components/FlashMessage';
import { isRuleRefusal, reasonOf } from '../../components/feedback';
import { useMessageToast } from '../../components/message-toast';
import { useMessageText } from '../../i18n/message-text';
import { messages } from '../../../shared/messages';

/** The three-step invest flow: choose a plan, fund it, confirm (/deposit). */
export default function InvestFlowPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const showMessage = useMessageToast();
  const plans = useQuery(plansQuery);
  const paymentMethods = useQuery(paymentMethodsQuery);
  const balanceCents = useBalanceCents();
  const [state, dispatch] = useReducer(investFlowReducer, initialInvestFlow);
  const fundingMessage = useFlashMessage();
  const invest = useCreateInvestment();

  const continueToConfirmation = () => {
    const checked = checkFunding(state, balanceCents);
    if (checked.error !== undefined) return fundingMessage.show(checked.error);
    fundingMessage.clear();
    dispatch({ type: 'fundingValidated', request: checked.request, idempotencyKey: newIdempotencyKey() });
  };

  const confirm = () => {
    if (!state.confirmed || invest.isPending) return;
    const { request, idempotencyKey } = state.confirmed;
    invest.mutate(
      { body: request, idempotencyKey },
      {
        onSuccess: (result) => {
          dispatch({ type: 'succeeded', result });
          // A deposit request is announced by its own modal; a balance investment by the success toast.
          if (!result.deposit) showMessage(result.message);
        },
        onError: (error) => showMessage(isRuleRefusal(error) ? error.message : messages.investProcessingFailed(reasonOf(error))),
      },
    );
  };

  const loadFailed = plans.isError || paymentMethods.isError;
  const loading = plans.isPending || paymentMethods.isPending;
  const chosenMethod = paymentMethods.data?.find((method) => method.name === state.confirmed?.request.paymentMethod) ?? null;

  return (
    <Stack>
      <Title order={2}>{t('invest.title')}</Title>
      <InvestProgress step={state.step} />
      {loadFailed && (
        <Alert color="red" role="alert">
          {text(messages.investScreenLoadFailed)}
        </Alert>
      )}
      {loading && !loadFailed && <Text c="dimmed">{t('plans.loading')}</Text>}
      {plans.data && paymentMethods.data && (
        <>
          {state.step === 'planSelection' && <PlanSelectionStep plans={plans.data} onChoose={(plan) => dispatch({ type: 'choosePlan', plan })} />}
          {state.step === 'funding' && (
            <FundingStep
              state={state}
              balanceCents={balanceCents}
              paymentMethods={paymentMethods.data}
              message={fundingMessage.message}
              onChange={(changes) => dispatch({ type: 'editFunding', changes })}
              onBack={() => {
                fundingMessage.clear();
                dispatch({ type: 'back' });
              }}
              onContinue={continueToConfirmation}
            />
          )}
          {state.step === 'confirmation' && (
            <ConfirmationStep
              state={state}
              paymentMethod={chosenMethod}
              busy={invest.isPending}
              onBack={() => dispatch({ type: 'back' })}
              onConfirm={confirm}
            />
          )}
          {state.step === 'submitted' && state.result && <SubmittedStep result={state.result} onStartNew={() => dispatch({ type: 'startNew' })} />}
        </>
      )}
      <RiskDisclosure />
      <DepositRequestModal opened={state.depositModalOpen} result={state.result} onClose={() => dispatch({ type: 'closeDepositModal' })} />
    </Stack>
  );
}
