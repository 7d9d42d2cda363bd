import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages';
import { cryptoAddressesRequest } from '../../../shared/schemas/account';
import type { UserDto } from '../../../shared/schemas/user';
import { useTranslatedInputProps } from '../../components/form-fields';
import { updateCryptoAddresses } from './queries';
import { StatusMessage } from '../../components/StatusMessage';
import { useUserUpdate } from './use-user-update';

const ADDRESS_FIELDS = ['btc_address', 'eth_address', 'ltc_address', 'usdt_address', 'tron_address'] as const;

/** The five payout addresses; each may stay empty, otherwise it must be a valid address of its coin. */
export function WithdrawalSettingsForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: user.cryptoAddresses, validate: zod4Resolver(cryptoAddressesRequest) });
  const inputProps = useTranslatedInputProps(form);
  const { save, saving, message } = useUserUpdate(updateCryptoAddresses, messages.withdrawalSettingsFailed);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save(values))}>
      <Stack maw={560}>
        {ADDRESS_FIELDS.map((field) => (
          <TextInput key={field} label={t(`account.withdrawalSettings.${field}`)} spellCheck={false} autoComplete="off" {...inputProps(field)} />
        ))}
        <StatusMessage message={message} />
        <Group>
          <Button type="submit" disabled={saving}>
            {saving ? t('account.saving') : t('account.withdrawalSettings.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
