import { Alert, Badge, Button, Center, Group, Loader, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useOperatorMessageText } from './text/operator-messages';

const STATUS_COLOURS: Record<string, string> = {
  pending: 'yellow',
  sending: 'blue',
  completed: 'green',
  approved: 'green',
  active: 'green',
  unpaid: 'yellow',
};

/** Same colour rule as the investor's screens: done is green, waiting is amber, anything else red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'red'} variant="light">
      {t(`admin.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Props for a dialog's close button, which shows only an icon: its name for a screen reader. */
export function useCloseButton() {
  const { t } = useTranslation();
  return { 'aria-label': t('admin.common.close') };
}

export const formatWhen = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** Loading and failure states of a list, so every page says the same thing the same way. */
export function LoadState({ pending, failed, empty, emptyText }: { pending: boolean; failed: boolean; empty: boolean; emptyText: string }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Center h={120}>
        <Loader role="progressbar" aria-label={t('admin.common.loading')} />
      </Center>
    );
  }
  if (failed) {
    return (
      <Text role="alert" c="red">
        {t('admin.common.loadFailed')}
      </Text>
    );
  }
  return empty ? <Text c="dimmed">{emptyText}</Text> : null;
}

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({ pager }: { pager: Pager }) {
  const { t } = useTranslation();
  if (!pager.hasNextPage) return null;
  return (
    <Group>
      <Button variant="default" onClick={() => pager.fetchNextPage()} disabled={pager.isFetchingNextPage}>
        {pager.isFetchingNextPage ? t('admin.common.loadingMore') : t('admin.common.loadMore')}
      </Button>
    </Group>
  );
}

/** The end of an operator's dialog form: why the last try failed, then Cancel and the form's submit button. */
export function DialogFormFooter({
  mutation,
  submitLabel,
  onCancel,
}: {
  mutation: { error: Error | null; isPending: boolean };
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  return (
    <>
      {mutation.error && (
        <Alert color="red" role="alert">
          {messageText(mutation.error.message)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
