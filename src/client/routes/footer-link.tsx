import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A footer link of either layout: `label` is its catalogue key under shell.footer. */
export function FooterLink({ label, to }: { label: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm">
      {t(`shell.footer.${label}`)}
    </Anchor>
  );
}
