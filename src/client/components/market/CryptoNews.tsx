import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { marketQuery } from './queries';
import { SourceNote } from './SourceNote';

export function CryptoNews() {
  const { t } = useTranslation();
  const market = useQuery(marketQuery).data;
  if (!market) return null;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">{t('market.newsHeading')}</Title>
      <List spacing="xs" mt="xs">
        {market.news.map((item) => (
          <List.Item key={item.title}>
            <Text size="sm">{item.title}</Text>
            <Text size="xs" c="dimmed">{item.source} · {dayjs(item.publishedAt).format('YYYY-MM-DD')}</Text>
          </List.Item>
        ))}
      </List>
      <SourceNote market={market} />
    </Card>
  );
}
