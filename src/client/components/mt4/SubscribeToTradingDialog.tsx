import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscribeToTrading } from './queries';
import { CURRENCY_OPTIONS, EMPTY_MT4_FORM, LEVERAGE_OPTIONS, accountTypeOptions, checkMt4Form, durationOptions, type Mt4Form } from './subscription-form';
import { useBalanceCents } from '../money/AvailableBalance';
import { FlashMessage, useFlashMessage } from '../FlashMessage';
import { isRuleRefusal, reasonOf } from '../feedback';
import { useMessageToast } from '../message-toast';
import { useIntentKey } from '../money/useIntentKey';
import { messages } from '../../../shared/messages';

const withPlaceholder = (placeholder: string, options: Array<string | ComboboxItem>) => [{ value: '', label: placeholder }, ...options];

/** The MT4 "Subscribe to Trading" dialog; on success it closes and its form resets, so a second subscription starts empty. */
export function SubscribeToTradingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Mt4Form>(EMPTY_MT4_FORM);
  const balanceCents = useBalanceCents();
  const subscribe = useSubscribeToTrading();
  const flash = useFlashMessage();
  const showMessage = useMessageToast();
  const intent = useIntentKey();

  const field = (name: keyof Mt4Form) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // Read before the updater runs: React clears currentTarget once the handler returns.
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
      // A refusal describes the form as it was: it goes once the investor changes a field.
      flash.clear();
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkMt4Form(form, balanceCents);
    if (checked.error !== undefined) return flash.show(checked.error);
    subscribe.mutate(
      { body: checked.request, idempotencyKey: intent.keyFor(checked.request) },
      {
        onSuccess: (response) => {
          intent.completed();
          setForm(EMPTY_MT4_FORM);
          flash.clear();
          onClose();
          showMessage(response.message);
        },
        onError: (error) => flash.show(isRuleRefusal(error) ? error.message : messages.mt4Failed(reasonOf(error))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('mt4.title')} size="lg" closeButtonProps={{ 'aria-label': t('mt4.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <NativeSelect label={t('mt4.duration')} data={durationOptions(t)} {...field('duration')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('mt4.mt4Id')} autoComplete="off" {...field('mt4Id')} />
            <PasswordInput label={t('mt4.password')} autoComplete="new-password" {...field('password')} />
            <NativeSelect label={t('mt4.accountType')} data={withPlaceholder(t('mt4.selectAccountType'), accountTypeOptions(t))} {...field('accountType')} />
            <NativeSelect label={t('mt4.currency')} data={withPlaceholder(t('mt4.selectCurrency'), CURRENCY_OPTIONS)} {...field('currency')} />
            <NativeSelect label={t('mt4.leverage')} data={withPlaceholder(t('mt4.selectLeverage'), LEVERAGE_OPTIONS)} {...field('leverage')} />
            <TextInput label={t('mt4.server')} {...field('server')} />
          </SimpleGrid>
          <FlashMessage message={flash.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('mt4.cancel')}
            </Button>
            <Button type="submit" loading={subscribe.isPending}>
              {t('mt4.subscribe')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
