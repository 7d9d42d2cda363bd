import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CoinTicker } from '../../components/market/CoinTicker';
import { FooterLink } from '../footer-link';
import { paths } from '../../../shared/paths';

/** Titles and labels are catalogue keys under shell.footer (the links' as FooterLink shows them). */
interface FooterGroup {
  title: string;
  links: Array<{ label: string; to: string }>;
}

export function ShellFooter({ myReferralId }: { myReferralId: string }) {
  const { t } = useTranslation();
  // The dashboard home has its own ticker above the fold; every other screen gets the strip here.
  const onHome = useLocation().pathname === paths.dashboard;
  const groups: FooterGroup[] = [
    {
      title: 'company',
      links: [
        { label: 'about', to: paths.about },
        { label: 'contact', to: paths.contact },
      ],
    },
    {
      title: 'platform',
      links: [
        { label: 'plans', to: paths.plansInfo },
        { label: 'faq', to: paths.faq },
      ],
    },
    {
      title: 'trading',
      links: [
        { label: 'buyPlan', to: paths.buyPlan },
        { label: 'profitTracker', to: paths.tradingHistory },
      ],
    },
    {
      title: 'funding',
      links: [
        { label: 'deposit', to: paths.invest },
        { label: 'withdraw', to: paths.withdrawal },
      ],
    },
    {
      title: 'legal',
      links: [
        { label: 'terms', to: paths.terms },
        { label: 'privacy', to: paths.privacy },
        { label: 'kycPolicy', to: paths.kycPolicy },
        { label: 'invite', to: `${paths.register}?referralid=${encodeURIComponent(myReferralId)}` },
      ],
    },
  ];
  return (
    <Stack component="footer" mt="xl" pt="lg" gap="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {!onHome && <CoinTicker />}
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {groups.map((group) => (
          <Stack key={group.title} gap={4}>
            <Text fw={600} size="sm">
              {t(`shell.footer.${group.title}`)}
            </Text>
            {group.links.map((link) => (
              <FooterLink key={link.label} {...link} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('shell.footer.risk')}
        </Text>
      </Group>
    </Stack>
  );
}
