import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { paymentMethodBody, paymentMethodParams, URI_SCHEMES, type AdminPaymentMethodDto } from '../../../../shared/schemas/admin';
import { refreshAdmin, savePaymentMethod } from '../queries';
import { DialogFormFooter, useCloseButton } from '../ui';
import { translatedErrors, useOperatorMessageText } from '../text/operator-messages';

const formSchema = paymentMethodBody.extend(paymentMethodParams.shape);
type FormValues = { name: string; walletAddress: string; uriScheme: AdminPaymentMethodDto['uriScheme']; active: boolean };

/** Each QR format's name key under admin.paymentMethods.form. */
const SCHEME_LABELS: Record<(typeof URI_SCHEMES)[number], string> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  ethereum: 'ethereum',
  none: 'plainAddress',
};

/** A payment method and the wallet address investors pay to (the spec's settings/walletAddresses map). */
export function PaymentMethodModal({ method, onClose }: { method: AdminPaymentMethodDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const messageText = useOperatorMessageText();
  const closeButton = useCloseButton();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: method
      ? { name: method.name, walletAddress: method.walletAddress ?? '', uriScheme: method.uriScheme, active: method.active }
      : { name: '', walletAddress: '', uriScheme: 'none', active: true },
    validate: (values) => translatedErrors(zod4Resolver(formSchema)(values), messageText),
  });
  const save = useMutation({
    mutationFn: ({ name, ...settings }: FormValues) => savePaymentMethod(name.trim(), settings),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: t('admin.paymentMethods.form.saved', { name: saved.name }) });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={method ? t('admin.paymentMethods.form.editTitle', { name: method.name }) : t('admin.paymentMethods.form.newTitle')}
      centered
      closeButtonProps={closeButton}
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label={t('admin.paymentMethods.form.name')} required maxLength={60} disabled={method !== null} {...form.getInputProps('name')} />
          <TextInput label={t('admin.paymentMethods.form.walletAddress')} required maxLength={200} {...form.getInputProps('walletAddress')} />
          <Select
            label={t('admin.paymentMethods.form.qrFormat')}
            allowDeselect={false}
            data={URI_SCHEMES.map((scheme) => ({ value: scheme, label: t(`admin.paymentMethods.form.${SCHEME_LABELS[scheme]}`) }))}
            {...form.getInputProps('uriScheme')}
          />
          <Switch label={t('admin.paymentMethods.form.offered')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <DialogFormFooter mutation={save} submitLabel={t('admin.paymentMethods.form.save')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
