import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdown } from './idle-phase';
import { useIdleLogout } from './useIdleLogout';

/** Its own component, so the once-a-second countdown re-renders only the warning. */
export function IdleWarning({ idleMinutes }: { idleMinutes: number }) {
  const { t } = useTranslation();
  const { phase, staySignedIn } = useIdleLogout(idleMinutes);
  return (
    <Modal
      opened={phase.kind === 'warning'}
      onClose={staySignedIn}
      title={t('shell.idle.title')}
      centered
      // No icon button beside "Stay signed in", which is all closing would do; Escape still closes it.
      withCloseButton={false}
    >
      <Text>{t('shell.idle.body')}</Text>
      <Text fw={700} size="xl" mt="sm" role="timer" aria-label={t('shell.idle.timeLeft')}>
        {phase.kind === 'warning' ? countdown(phase.secondsLeft) : ''}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={staySignedIn} data-autofocus>
          {t('shell.idle.staySignedIn')}
        </Button>
      </Group>
    </Modal>
  );
}
