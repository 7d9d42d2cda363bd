import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketQuery } from './queries';
import { formatDay } from '../format';
import { SourceNote } from './SourceNote';

export function CryptoNews() {
  const { t, i18n } = useTranslation();
  const market = useQuery(marketQuery).data;
  if (!market) return null;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">
        {t('market.newsHeading')}
      </Title>
      <List spacing="xs" mt="xs">
        {market.news.map((item) => (
          <List.Item key={item.title}>
            <Text size="sm">{item.title}</Text>
            <Text size="xs" c="dimmed">
              {item.source} · {formatDay(item.publishedAt, i18n.language)}
            </Text>
          </List.Item>
        ))}
      </List>
      <SourceNote market={market} />
    </Card>
  );
}
