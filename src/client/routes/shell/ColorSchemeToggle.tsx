import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Mantine keeps the choice in localStorage and starts from the system setting on a first visit. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" aria-label={t(next === 'dark' ? 'shell.switchToDark' : 'shell.switchToLight')} onClick={() => setColorScheme(next)}>
      {scheme === 'dark' ? <IconSun size={18} stroke={1.6} aria-hidden /> : <IconMoon size={18} stroke={1.6} aria-hidden />}
    </ActionIcon>
  );
}
