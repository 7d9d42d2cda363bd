import { useState } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { disableTwoFactor, renewRecoveryCodes, twoFactorQuery } from '../../../components/two-factor/queries';
import { RecoveryCodes } from '../../../components/two-factor/RecoveryCodes';
import { TwoFactorEnrolment } from '../../../components/two-factor/TwoFactorEnrolment';
import { TwoFactorChange } from './TwoFactorChange';

/** Account settings: whether two-factor sign-in is on, and the ways to turn it on or off and to renew the recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  return (
    <Stack maw={560} mt="xl">
      <Group>
        <Title order={3}>{t('account.twoFactor.title')}</Title>
        {status.data && (
          <Badge color={status.data.enabled ? 'teal' : 'gray'}>{status.data.enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}</Badge>
        )}
      </Group>
      {status.data && !status.data.enabled && <TwoFactorEnrolment />}
      {status.data?.enabled && (
        <>
          <Text size="sm">{t('account.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</Text>
          <RecoveryCodesRenewal />
          <TwoFactorChange
            title={t('account.twoFactor.disableTitle')}
            submitLabel={t('account.twoFactor.turnOff')}
            danger
            action={disableTwoFactor}
            onDone={() => queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey })}
          />
        </>
      )}
    </Stack>
  );
}

/** New recovery codes, shown once in place of the button; Done puts the button back with the new count. */
function RecoveryCodesRenewal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [renewed, setRenewed] = useState<{ message: string; recoveryCodes: string[] } | null>(null);
  if (renewed) {
    const done = async () => {
      setRenewed(null);
      await queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
    };
    return <RecoveryCodes codes={renewed.recoveryCodes} message={renewed.message} onDone={done} />;
  }
  return (
    <TwoFactorChange title={t('account.twoFactor.renewTitle')} submitLabel={t('account.twoFactor.renew')} action={renewRecoveryCodes} onDone={setRenewed} />
  );
}
