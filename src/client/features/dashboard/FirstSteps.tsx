import { Anchor, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { DashboardSummary } from '../../../shared/schemas/dashboard';

/** What a new account does first; gone once all three are done. */
export function FirstSteps({ steps }: { steps: DashboardSummary['firstSteps'] }) {
  const { t } = useTranslation();
  const items = [
    { key: 'verifyEmail', done: steps.emailVerified, to: null },
    { key: 'kyc', done: steps.kyc === 'approved' || steps.kyc === 'pending', to: paths.kyc },
    { key: 'firstDeposit', done: steps.firstDeposit, to: paths.invest },
  ];
  if (items.every((item) => item.done)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="first-steps">
      <Title order={3} size="h4" id="first-steps">
        {t('dashboard.firstSteps.title')}
      </Title>
      <List spacing="xs" mt="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon color={item.done ? 'teal' : 'gray'} variant={item.done ? 'filled' : 'light'} size={22} radius="xl">
                {item.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            {!item.done && item.to ? (
              <Anchor component={Link} to={item.to}>
                {t(`dashboard.firstSteps.${item.key}`)}
              </Anchor>
            ) : (
              <Text span>{t(`dashboard.firstSteps.${item.key}`)}</Text>
            )}{' '}
            <Text span size="sm" c="dimmed">
              ({t(item.done ? 'dashboard.firstSteps.done' : 'dashboard.firstSteps.toDo')})
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
