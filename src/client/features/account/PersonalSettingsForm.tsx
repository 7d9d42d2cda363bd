import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { profileUpdateRequest } from '../../../shared/schemas/account';
import type { UserDto } from '../../../shared/schemas/user';
import { useTranslatedInputProps } from '../../components/form-fields';
import { updateProfile } from './queries';
import { StatusMessage } from '../../components/StatusMessage';
import { useUserUpdate } from './use-user-update';

export function PersonalSettingsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { fullname: user.fullname, name: user.name, phone: user.phone, dob: user.dob, address: user.address },
    validate: zod4Resolver(profileUpdateRequest),
  });
  const inputProps = useTranslatedInputProps(form);
  const { save, saving, message } = useUserUpdate(updateProfile, messages.profileUpdateFailed);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save(values))}>
      <Stack maw={560}>
        <TextInput label={t('account.personal.fullName')} withAsterisk autoComplete="name" {...inputProps('fullname')} />
        <TextInput label={t('account.personal.username')} autoComplete="nickname" {...inputProps('name')} />
        <TextInput label={t('account.personal.email')} value={user.email} readOnly description={t('account.personal.emailReadOnly')} />
        <TextInput label={t('account.personal.phone')} type="tel" autoComplete="tel" {...inputProps('phone')} />
        <TextInput label={t('account.personal.dob')} type="date" autoComplete="bday" {...inputProps('dob')} />
        <Textarea label={t('account.personal.address')} autoComplete="street-address" autosize minRows={2} {...inputProps('address')} />
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" disabled={saving}>
            {saving ? t('account.saving') : t('account.personal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
