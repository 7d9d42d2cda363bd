import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CoinTicker } from '../../components/market/CoinTicker';
import { FooterLink } from '../footer-link';
import { paths } from '../../../shared/paths';

/** Each group's title and its links' labels are catalogue keys under shell.footer (the links' as FooterLink shows them). */
const GROUPS: Record<string, Record<string, string>> = {
  company: { about: paths.about, contact: paths.contact },
  platform: { plans: paths.plansInfo, faq: paths.faq },
  trading: { buyPlan: paths.buyPlan, profitTracker: paths.tradingHistory },
  funding: { deposit: paths.invest, withdraw: paths.withdrawal },
  legal: { terms: paths.terms, privacy: paths.privacy, kycPolicy: paths.kycPolicy },
};

export function ShellFooter({ myReferralId }: { myReferralId: string }) {
  const { t } = useTranslation();
  // The dashboard home has its own ticker above the fold; every other screen gets the strip here.
  const onHome = useLocation().pathname === paths.dashboard;
  const invite = `${paths.register}?referralid=${encodeURIComponent(myReferralId)}`;
  const groups = Object.entries({ ...GROUPS, legal: { ...GROUPS.legal, invite } }).map(([title, links]) => ({
    title,
    links: Object.entries(links).map(([label, to]) => ({ label, to })),
  }));
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
