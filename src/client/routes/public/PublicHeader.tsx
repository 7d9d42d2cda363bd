import { Anchor, Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ColorSchemeToggle } from '../shell/ColorSchemeToggle';
import { LanguageSelect } from '../../i18n/LanguageSelect';

const links = [
  { label: 'about', to: paths.about },
  { label: 'plans', to: paths.plansInfo },
  { label: 'faq', to: paths.faq },
  { label: 'contact', to: paths.contact },
];

export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {/* On a phone the controls take a second line rather than run off the screen. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor component={Link} to={paths.home} fw={700} underline="never" style={{ whiteSpace: 'nowrap' }}>
          {t('shell.brand')}
        </Anchor>
        <Group gap="md" visibleFrom="sm" component="nav" aria-label={t('shell.mainNavigation')}>
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {t(`shell.footer.${link.label}`)}
            </Anchor>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSelect />
          <ColorSchemeToggle />
          <Button component={Link} to={paths.login} variant="default" size="xs">
            {t('auth.signIn')}
          </Button>
          <Button component={Link} to={paths.register} size="xs">
            {t('auth.register')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
