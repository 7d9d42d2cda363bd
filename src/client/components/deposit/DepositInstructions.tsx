import { useEffect, useState } from 'react';
import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/money';
import { depositNetwork } from '../../../shared/deposit-network';
import type { DepositQuoteDto } from '../../../shared/schemas/deposits';

interface DepositInstructionsProps {
  methodName: string;
  paymentUri: string;
  amountCents: number;
  /** The crypto amount quoted when the deposit was requested; none before confirming or without a live market feed. */
  quote?: DepositQuoteDto | null;
  /** The plan the deposit pays for, for what happens next; a deposit's history row does not name it. */
  planName?: string;
  /** Before "Confirm Investment" the order of the two steps is said first. */
  beforeConfirming: boolean;
  /** Before confirming, whether the market feed is live: the USD amount is then quoted in crypto on confirming. */
  liveRate?: boolean;
  /** A deposit a payment processor collects: the exact amount its invoice asks ("0.005 BTC") and its checkout page, if any. */
  invoice?: { coinAmount: string | null; checkoutUrl: string | null };
}

/** Whether `expiresAt` has passed, turning true when it passes while the instructions are open. */
function useExpired(expiresAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(expiry) || expiry <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), expiry - now);
    return () => clearTimeout(timer);
  }, [expiry, now]);
  return expiry <= now;
}

/**
 * What a person needs to pay a deposit: the order of confirming and paying, the network, how much
 * (the quoted crypto amount while it holds, else the USD amount, which is what the operator credits)
 * and what happens afterwards.
 */
export function DepositInstructions({ methodName, paymentUri, amountCents, quote, planName, beforeConfirming, liveRate, invoice }: DepositInstructionsProps) {
  const { t, i18n } = useTranslation();
  const network = depositNetwork(methodName, paymentUri);
  const expired = useExpired(quote?.expiresAt);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', numberingSystem: 'latn' }).format(new Date(iso));
  const usd = formatUsd(amountCents);
  return (
    <Alert color="blue" variant="light" title={t('invest.instructions.title')}>
      <List spacing={4} size="sm">
        {beforeConfirming && <List.Item>{t('invest.instructions.order')}</List.Item>}
        {network && <List.Item>{t('invest.instructions.network', { network: t(`invest.network.${network}`) })}</List.Item>}
        {invoice?.coinAmount && <List.Item fw={600}>{t('invest.instructions.invoiceAmount', { amount: invoice.coinAmount })}</List.Item>}
        {invoice?.checkoutUrl && (
          <List.Item>
            <Anchor href={invoice.checkoutUrl} target="_blank" rel="noopener noreferrer">
              {t('invest.instructions.checkout')}
            </Anchor>
          </List.Item>
        )}
        {!quote && !invoice?.coinAmount && (
          <List.Item>{t(liveRate ? 'invest.instructions.quoteOnConfirm' : 'invest.instructions.usdAmount', { amount: usd })}</List.Item>
        )}
        {quote && !expired && (
          <>
            <List.Item fw={600}>{t('invest.instructions.quoteAmount', { amount: `${quote.amount} ${quote.coin}`, time: time(quote.expiresAt) })}</List.Item>
            <List.Item>{t('invest.instructions.quoteRate', { coin: quote.coin, rate: formatUsd(quote.rateCents), time: time(quote.rateAsOf), usd })}</List.Item>
          </>
        )}
        {quote && expired && <List.Item fw={600}>{t('invest.instructions.quoteExpired', { time: time(quote.expiresAt), usd })}</List.Item>}
        {planName && <List.Item>{t('invest.instructions.next', { plan: planName })}</List.Item>}
      </List>
    </Alert>
  );
}
