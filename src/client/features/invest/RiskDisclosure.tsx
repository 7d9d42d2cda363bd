import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** The design guide's honesty rule: the risk is stated where money is committed. */
export function RiskDisclosure() {
  return (
    <Text size="sm" c="dimmed">
      <Trans i18nKey="plans.riskDisclosure" components={{ fullLink: <Anchor component={Link} to={paths.faq} size="sm" /> }} />
    </Text>
  );
}
