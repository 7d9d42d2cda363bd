import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeeConfirmModal } from './FeeConfirmModal';
import { withdrawalHint } from './hint';
import { useRequestWithdrawal, useSendWithdrawalCode } from './queries';
import { checkWithdrawal, type WithdrawalField, type WithdrawalForm } from './withdrawal-check';
import { useSession } from '../../session';
import { AmountInput } from '../../components/money/AmountInput';
import { AvailableBalance } from '../../components/money/AvailableBalance';
import { FlashMessage, useFlashMessage } from '../../components/FlashMessage';
import { useMessageText } from '../../i18n/message-text';
import { isRuleRefusal } from '../../components/feedback';
import { useIntentKey } from '../../components/money/useIntentKey';
import { CRYPTO_ADDRESS_FIELD, CRYPTO_TYPES, DEFAULT_CRYPTO_TYPE, type CryptoType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { withdrawalMaxCents, type CreateWithdrawalRequest } from '../../../shared/schemas/withdrawals';
import { needsConfirmationCode } from '../../../shared/schemas/withdrawal-code';
import type { UserDto } from '../../../shared/schemas/user';

const savedAddress = (user: UserDto | undefined, coin: CryptoType) => user?.cryptoAddresses[CRYPTO_ADDRESS_FIELD[coin]] ?? '';

export default function WithdrawalPage() {
  const { t, i18n } = useTranslation();
  const user = useSession().data?.user;
  const [cryptoType, setCryptoType] = useState<CryptoType>(DEFAULT_CRYPTO_TYPE);
  // null until the investor edits it: the field then shows the saved payout address for the coin.
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const codeNeeded = user !== undefined && needsConfirmationCode(user);
  const form: WithdrawalForm = {
    cryptoType,
    walletAddress: typedAddress ?? savedAddress(user, cryptoType),
    amount,
    confirmationCode: codeNeeded ? code : undefined,
  };
  // The request awaiting fee confirmation; kept while the modal fades out so its figures do not jump.
  const [pending, setPending] = useState<CreateWithdrawalRequest | null>(null);
  const [feeModalOpen, setFeeModalOpen] = useState(false);
  const withdraw = useRequestWithdrawal();
  const sendCode = useSendWithdrawalCode();
  const flash = useFlashMessage();
  const text = useMessageText();
  // A refusal the browser's check finds stays at its field until that field changes.
  const [fieldProblem, setFieldProblem] = useState<{ field: WithdrawalField; message: string } | null>(null);
  const errorAt = (field: WithdrawalField) => (fieldProblem?.field === field ? text(fieldProblem.message) : undefined);
  const edited = (field: WithdrawalField) => {
    if (fieldProblem?.field === field) setFieldProblem(null);
  };
  const intent = useIntentKey();
  const feeBps = user?.withdrawalFeeBps ?? 0;
  const context = { balanceCents: user?.balanceCents ?? 0, withdrawalLimitCents: user?.withdrawalLimitCents ?? 0 };

  const send = (request: CreateWithdrawalRequest) =>
    withdraw.mutate(
      { body: request, idempotencyKey: intent.keyFor(request) },
      {
        onSuccess: (response) => {
          intent.completed();
          setAmount('');
          setCode('');
          flash.show(response.message);
        },
        onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.withdrawalSubmitFailed),
        onSettled: () => setFeeModalOpen(false),
      },
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkWithdrawal(form, context);
    if (checked.error !== undefined) {
      if (checked.field === null) return flash.show(checked.error);
      return setFieldProblem({ field: checked.field, message: checked.error });
    }
    setFieldProblem(null);
    if (feeBps > 0) {
      setPending(checked.request);
      return setFeeModalOpen(true);
    }
    send(checked.request);
  };

  const mailCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: (response) => flash.show(response.message),
      onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.withdrawalSubmitFailed),
    });

  const chooseCoin = (coin: CryptoType) => {
    setFieldProblem(null);
    setCryptoType(coin);
    setTypedAddress(null);
  };

  return (
    <Stack maw={560}>
      <Title order={2}>{t('withdrawal.title')}</Title>
      <AvailableBalance />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack>
          <NativeSelect
            label={t('withdrawal.cryptocurrency')}
            data={[...CRYPTO_TYPES]}
            value={form.cryptoType}
            onChange={(event) => chooseCoin(event.currentTarget.value as CryptoType)}
          />
          <TextInput
            label={t('withdrawal.walletAddress')}
            autoComplete="off"
            spellCheck={false}
            value={form.walletAddress}
            error={errorAt('walletAddress')}
            onChange={(event) => {
              edited('walletAddress');
              setTypedAddress(event.currentTarget.value);
            }}
          />
          <AmountInput
            label={t('withdrawal.amount')}
            description={withdrawalHint(i18n, withdrawalMaxCents(context.withdrawalLimitCents, form.cryptoType), feeBps)}
            value={form.amount}
            error={errorAt('amount')}
            onChange={(value) => {
              edited('amount');
              setAmount(value);
            }}
          />
          {codeNeeded && (
            <Group align="flex-end">
              <TextInput
                label={t('withdrawal.confirmationCode')}
                description={t('withdrawal.confirmationCodeHint')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                value={code}
                error={errorAt('confirmationCode')}
                onChange={(event) => {
                  edited('confirmationCode');
                  setCode(event.currentTarget.value);
                }}
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={mailCode} loading={sendCode.isPending}>
                {t('withdrawal.sendCode')}
              </Button>
            </Group>
          )}
          <FlashMessage message={flash.message} />
          <Button type="submit" loading={withdraw.isPending && !feeModalOpen}>
            {t('withdrawal.request')}
          </Button>
        </Stack>
      </Paper>
      <FeeConfirmModal
        opened={feeModalOpen}
        amountCents={pending?.amountCents ?? 0}
        feeBps={feeBps}
        busy={withdraw.isPending}
        onCancel={() => setFeeModalOpen(false)}
        onConfirm={() => pending && send(pending)}
      />
    </Stack>
  );
}
