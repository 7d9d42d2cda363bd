import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * The "Search investor" box of an operator's list and the term it asks the server for: trimmed, and
 * only once typing pauses, so each keystroke does not read the list again.
 */
export function useInvestorSearch() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const input = (
    <TextInput
      label={t('admin.common.searchInvestor')}
      placeholder={t('admin.common.searchPlaceholder')}
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      w={280}
    />
  );
  return { term, input };
}
