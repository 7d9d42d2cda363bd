import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FooterLink } from '../footer-link';
import { paths } from '../../../shared/paths';

const links = [
  { label: 'about', to: paths.about },
  { label: 'contact', to: paths.contact },
  { label: 'faqAndRisk', to: paths.faq },
  { label: 'terms', to: paths.terms },
  { label: 'privacy', to: paths.privacy },
  { label: 'kycPolicy', to: paths.kycPolicy },
  { label: 'plans', to: paths.plansInfo },
];

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Container size="lg" component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="md">
        {links.map((link) => (
          <FooterLink key={link.to} {...link} />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {t('shell.footer.risk')}
      </Text>
    </Container>
  );
}
