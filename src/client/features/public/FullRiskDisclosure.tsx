import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown on the FAQ, the public plans page and the investor's plan page. */
export function FullRiskDisclosure() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('public.riskDisclosure.title')}>
      {t('public.riskDisclosure.body')}
    </Alert>
  );
}
