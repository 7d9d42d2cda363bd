import { Accordion, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullRiskDisclosure } from './FullRiskDisclosure';

const QUESTIONS = ['funding', 'profit', 'withdrawals', 'identity', 'referral', 'risk'];

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('public.faq.title')}</Title>
      <Accordion variant="separated">
        {QUESTIONS.map((question) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{t(`public.faq.questions.${question}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`public.faq.questions.${question}.a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <FullRiskDisclosure />
    </Stack>
  );
}
