import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * In every history, a status reads capitalised and coloured. Payments (deposits, withdrawals)
 * are green when completed, investments when active; pending (or being sent) is amber; anything else is red.
 */
export type StatusFamily = 'payment' | 'investment';

const GOOD_STATUS: Record<StatusFamily, string> = { payment: 'completed', investment: 'active' };

type Tone = 'good' | 'waiting' | 'bad';
// A colour without a shade is the theme's text tone of it, which reads 4.5:1 or more in either scheme
// (orange 8 read 3.6:1 on white, green 8 about 4:1 on the dark page).
const TONE_COLOR: Record<Tone, string> = { good: 'green', waiting: 'orange', bad: 'red' };
const TONE_BADGE: Record<Tone, string> = { good: 'green', waiting: 'yellow', bad: 'red' };

export function statusTone(family: StatusFamily, status: string): Tone {
  if (status === GOOD_STATUS[family]) return 'good';
  // A withdrawal being sent by a payment processor is still on its way.
  if (status === 'pending' || status === 'sending') return 'waiting';
  return 'bad';
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The status word in the reader's language; a status the catalogues do not know yet reads capitalised. */
function useStatusWord(status: string): string {
  const { t } = useTranslation();
  return t(`history.statuses.${status}`, { defaultValue: capitalise(status) });
}

export function StatusText({ family, status }: { family: StatusFamily; status: string }) {
  const word = useStatusWord(status);
  return (
    <Text span fw={600} c={TONE_COLOR[statusTone(family, status)]}>
      {word}
    </Text>
  );
}

/** Withdrawal History shows the status as a badge: pending warning, completed success, else danger. */
export function StatusBadge({ status }: { status: string }) {
  const word = useStatusWord(status);
  return (
    <Badge color={TONE_BADGE[statusTone('payment', status)]} variant="light">
      {word}
    </Badge>
  );
}
