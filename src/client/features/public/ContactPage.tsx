import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { InfoPage } from './InfoPage';

const SUPPORT_EMAIL = 'support@localhost';

export default function ContactPage() {
  return (
    <InfoPage
      page="contact"
      sections={['investors', 'everyoneElse']}
      richBodies={{
        investors: (
          <Text>
            <Trans i18nKey="public.contact.sections.investors.body" components={{ supportLink: <Anchor component={Link} to={paths.support} /> }} />
          </Text>
        ),
        everyoneElse: (
          <Text>
            <Trans
              i18nKey="public.contact.sections.everyoneElse.body"
              values={{ email: SUPPORT_EMAIL }}
              components={{ mailLink: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
            />
          </Text>
        ),
      }}
    />
  );
}
