import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface InfoPageProps {
  /** The page's key under public in the catalogues: its title, lead and sections.<id>.{heading,body}. */
  page: string;
  sections: string[];
  /** Section bodies with links, rendered by the page itself; the others are plain text from the catalogue. */
  richBodies?: Partial<Record<string, ReactNode>>;
}

/** Every information page has the same shape: a title, a lead line and headed sections. */
export function InfoPage({ page, sections, richBodies = {} }: InfoPageProps) {
  const { t } = useTranslation();
  const key = (path: string) => `public.${page}.${path}`;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t(key('title'))}</Title>
      <Text size="lg" c="dimmed">
        {t(key('lead'))}
      </Text>
      {sections.map((section) => (
        <Stack key={section} gap={4}>
          <Title order={2} size="h3">
            {t(key(`sections.${section}.heading`))}
          </Title>
          {richBodies[section] ?? <Text>{t(key(`sections.${section}.body`))}</Text>}
        </Stack>
      ))}
    </Stack>
  );
}
