import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FeeConfirmModal } from './FeeConfirmModal';
import { withdrawalHint } from './hint';
import { useRequestWithdrawal, useSendWithdrawalCode } from './queries';
import { checkCodeRequest, checkWithdrawal, type WithdrawalField, type WithdrawalForm } from './withdrawal-check';
import { useSession } from '../../session';
import { AmountInput } from '../../components/money/AmountInput';
import { AvailableBalance } from '../../components/money/AvailableBalance';
import { FlashMessage, useFlashMessage } from '../../components/FlashMessage';
import { useMessageText } from '../../i18n/message-text';
import { isRuleRefusal } from '../../components/feedback';
import { useIntentKey } from '../../components/money/useIntentKey';
import { twoFactorQuery } from '../../components/two-factor/queries';
import {
  CRYPTO_ADDRESS_FIELD,
  CRYPTO_TYPES,
  DEFAULT_CRYPTO_TYPE,
  USDT_NETWORK_NAME,
  USDT_NETWORKS,
  type CryptoType,
  type UsdtNetwork,
} from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { payoutMethodName } from '../../../shared/payout-method';
import type { CreateWithdrawalRequest, WithdrawalDetails } from '../../../shared/schemas/withdrawals';
import { confirmationCodeKind } from '../../../shared/schemas/withdrawal-code';
import type { UserDto } from '../../../shared/schemas/user';

const savedAddress = (user: UserDto | undefined, coin: CryptoType) => user?.cryptoAddresses[CRYPTO_ADDRESS_FIELD[coin]] ?? '';

export default function WithdrawalPage() {
  const { t, i18n } = useTranslation();
  const user = useSession().data?.user;
  // With two-factor sign-in on, the authenticator confirms every withdrawal instead of a mailed code.
  const twoFactor = useQuery(twoFactorQuery);
  const [cryptoType, setCryptoType] = useState<CryptoType>(DEFAULT_CRYPTO_TYPE);
  // USDT's network, chosen by the investor: a payout on the other network is lost.
  const [network, setNetwork] = useState<UsdtNetwork | undefined>(undefined);
  // null until the investor edits it: the field then shows the saved payout address for the coin.
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  // The withdrawal the last mailed code was asked for: that code confirms it and nothing else.
  const [codeSentFor, setCodeSentFor] = useState<WithdrawalDetails | null>(null);
  const codeKind = user === undefined || twoFactor.isPending ? undefined : (confirmationCodeKind(user, twoFactor.data?.enabled ?? false) ?? undefined);
  const form: WithdrawalForm = {
    cryptoType,
    network: cryptoType === 'USDT' ? network : undefined,
    walletAddress: typedAddress ?? savedAddress(user, cryptoType),
    amount,
    codeKind,
    confirmationCode: code,
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
          setCodeSentFor(null);
          flash.show(response.message);
        },
        onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.withdrawalSubmitFailed),
        onSettled: () => setFeeModalOpen(false),
      },
    );

  /** Shows a refusal at its field, or above the button when it concerns the whole form; true when there was one. */
  const refusedHere = (checked: { error?: string; field?: WithdrawalField }) => {
    if (checked.error === undefined) {
      setFieldProblem(null);
      return false;
    }
    if (checked.field) setFieldProblem({ field: checked.field, message: checked.error });
    else flash.show(checked.error);
    return true;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkWithdrawal(form, context);
    if (refusedHere(checked) || !checked.request) return;
    if (feeBps > 0) {
      setPending(checked.request);
      return setFeeModalOpen(true);
    }
    send(checked.request);
  };

  // The code is asked for the form's withdrawal as it stands, checked as the withdrawal itself will be.
  const mailCode = () => {
    const checked = checkCodeRequest(form, context);
    if (refusedHere(checked) || !checked.request) return;
    const details = checked.request;
    sendCode.mutate(details, {
      onSuccess: (response) => {
        setCodeSentFor(details);
        flash.show(response.message);
      },
      onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.withdrawalSubmitFailed),
    });
  };

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
          {form.cryptoType === 'USDT' && (
            <Radio.Group
              label={t('withdrawal.network')}
              value={network ?? ''}
              error={errorAt('network')}
              onChange={(value) => {
                edited('network');
                setNetwork(value as UsdtNetwork);
              }}
            >
              <Group mt="xs">
                {USDT_NETWORKS.map((option) => (
                  <Radio key={option} value={option} label={USDT_NETWORK_NAME[option]} />
                ))}
              </Group>
            </Radio.Group>
          )}
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
            description={withdrawalHint(i18n, { withdrawalLimitCents: context.withdrawalLimitCents, withdrawalFeeBps: feeBps }, form.cryptoType)}
            value={form.amount}
            error={errorAt('amount')}
            onChange={(value) => {
              edited('amount');
              setAmount(value);
            }}
          />
          {codeKind && (
            <Stack gap={4}>
              <Group align="flex-end">
                <TextInput
                  label={t('withdrawal.confirmationCode')}
                  description={codeKind === 'authenticator' ? t('withdrawal.authenticatorCodeHint') : t('withdrawal.confirmationCodeHint')}
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
                {codeKind === 'mailed' && (
                  <Button variant="default" onClick={mailCode} loading={sendCode.isPending}>
                    {t('withdrawal.sendCode')}
                  </Button>
                )}
              </Group>
              {codeKind === 'mailed' && codeSentFor && (
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {t('withdrawal.codeFor', {
                    amount: formatUsd(codeSentFor.amountCents),
                    method: payoutMethodName(codeSentFor.cryptoType, codeSentFor.network),
                    address: codeSentFor.walletAddress,
                  })}
                </Text>
              )}
            </Stack>
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
