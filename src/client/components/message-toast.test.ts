import { createElement as h } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { catalogueInstance } from '../test-support/catalogue-instance';
import { renderText } from '../test-support/render-text';
import { useMessageToast } from './message-toast';
import { messages } from '../../shared/messages';

/** Shows `message` as the screens do, once, while rendering. */
function ShowToast({ message }: { message: string }) {
  useMessageToast()(message);
  return null;
}

async function toastFor(language: 'en' | 'es', message: string) {
  renderText(h(ShowToast, { message }), await catalogueInstance(language));
  const [shown] = vi.mocked(notifications.show).mock.calls.at(-1)!;
  return { message: shown.message, color: shown.color };
}

describe('toasts of the invest and MT4 flows', () => {
  // What would be shown is recorded instead; no notifications container is mounted here.
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('tell a Spanish reader of a new MT4 subscription in Spanish, in green', async () => {
    expect(await toastFor('es', messages.mt4Succeeded)).toEqual({ message: '¡Suscripción MT4 enviada con éxito!', color: 'green' });
  });

  it('tell a Spanish reader why an investment failed in Spanish, in red', async () => {
    expect(await toastFor('es', messages.duplicateActivePlan('Gold'))).toEqual({ message: 'Ya tiene una inversión activa en el plan "Gold".', color: 'red' });
    expect(await toastFor('es', messages.walletAddressCopied)).toEqual({ message: '¡Dirección de la billetera copiada!', color: 'green' });
  });

  it('keep the spec’s English for an English reader', async () => {
    expect(await toastFor('en', messages.investSucceeded)).toEqual({ message: 'Investment activated successfully!', color: 'green' });
  });
});
