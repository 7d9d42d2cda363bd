import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { paymentMethodBody, paymentMethodParams, URI_SCHEMES, type AdminPaymentMethodDto } from '../../../../shared/schemas/admin';
import { refreshAdmin, savePaymentMethod } from '../queries';
import { CLOSE_BUTTON, DialogFormFooter } from '../ui';

const formSchema = paymentMethodBody.extend(paymentMethodParams.shape);
type FormValues = { name: string; walletAddress: string; uriScheme: AdminPaymentMethodDto['uriScheme']; active: boolean };

const SCHEME_LABELS: Record<(typeof URI_SCHEMES)[number], string> = {
  bitcoin: 'bitcoin: (BTC)',
  litecoin: 'litecoin: (LTC)',
  ethereum: 'ethereum: (ETH and tokens)',
  none: 'Plain address',
};

/** A payment method and the wallet address investors pay to (the spec's settings/walletAddresses map). */
export function PaymentMethodModal({ method, onClose }: { method: AdminPaymentMethodDto | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: method
      ? { name: method.name, walletAddress: method.walletAddress ?? '', uriScheme: method.uriScheme, active: method.active }
      : { name: '', walletAddress: '', uriScheme: 'none', active: true },
    validate: zod4Resolver(formSchema),
  });
  const save = useMutation({
    mutationFn: ({ name, ...settings }: FormValues) => savePaymentMethod(name.trim(), settings),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: `Payment method ${saved.name} saved.` });
      onClose();
    },
    onSettled: () => refreshAdmin(queryClient),
  });
  return (
    <Modal opened onClose={onClose} title={method ? `Edit ${method.name}` : 'New payment method'} centered closeButtonProps={CLOSE_BUTTON}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput label="Name" required maxLength={60} disabled={method !== null} {...form.getInputProps('name')} />
          <TextInput label="Wallet address" required maxLength={200} {...form.getInputProps('walletAddress')} />
          <Select
            label="QR code format"
            allowDeselect={false}
            data={URI_SCHEMES.map((scheme) => ({ value: scheme, label: SCHEME_LABELS[scheme] }))}
            {...form.getInputProps('uriScheme')}
          />
          <Switch label="Offered to investors" {...form.getInputProps('active', { type: 'checkbox' })} />
          <DialogFormFooter mutation={save} submitLabel="Save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
