import { NativeSelect, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isRtl } from './index';
import { offeredLanguages } from './languages';

const options = offeredLanguages.map((language) => ({ value: language.code, label: language.name }));

/** A native select: some 70 options stay keyboard- and screen-reader-friendly and cost no extra bundle. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { setDirection } = useDirection();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      data={options}
      value={i18n.language}
      onChange={async (event) => {
        const code = event.currentTarget.value;
        await changeLanguage(code);
        setDirection(isRtl(code) ? 'rtl' : 'ltr');
      }}
      w={130}
      size="xs"
    />
  );
}
