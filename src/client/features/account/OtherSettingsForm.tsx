import { Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { EMAIL_PREFERENCE_KEYS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { emailPreferencesRequest } from '../../../shared/schemas/account';
import type { UserDto } from '../../../shared/schemas/user';
import { useTranslatedInputProps } from '../../components/form-fields';
import { updateEmailPreferences } from './queries';
import { StatusMessage } from '../../components/StatusMessage';
import { useUserUpdate } from './use-user-update';

/** The three e-mail preferences, Yes or No (default Yes). */
export function OtherSettingsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: user.emailPreferences, validate: zod4Resolver(emailPreferencesRequest) });
  const inputProps = useTranslatedInputProps(form);
  const { save, saving, message } = useUserUpdate(updateEmailPreferences, messages.emailPreferencesFailed);
  // The stored values stay Yes and No; only what the reader sees is translated.
  const answers = [
    { value: 'Yes', label: t('account.other.yes') },
    { value: 'No', label: t('account.other.no') },
  ];

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save(values))}>
      <Stack maw={560}>
        {EMAIL_PREFERENCE_KEYS.map((field) => (
          <Select key={field} label={t(`account.other.${field}`)} data={answers} allowDeselect={false} {...inputProps(field)} />
        ))}
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" disabled={saving}>
            {saving ? t('account.saving') : t('account.other.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
