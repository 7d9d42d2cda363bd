import { describe, expect, it } from 'vitest';
import englishMessagesCatalogue from './locales/en/messages.json';
import { isKnownMessage, messageText } from './message-text';
import { catalogueInstance, catalogueLanguages } from '../test-support/catalogue-instance';
import { validateKycForm, emptyKycForm, type KycFormValues } from '../features/kyc/kyc-form';
import { accountMessages, messages } from '../../shared/messages';
import { cryptoAddressesRequest, profileUpdateRequest } from '../../shared/schemas/account';
import { passwordChangeRequest, registerRequest } from '../../shared/schemas/auth';
import { passwordResetForm } from '../../shared/schemas/account-recovery';
import { loadCommonPasswords } from '../../shared/schemas/common-passwords';
import { kycFieldsSchema } from '../../shared/schemas/kyc';
import { supportRequest } from '../../shared/schemas/support';
import { KYC_MAX_FILE_BYTES } from '../../shared/constants';
import { checkKycFile } from '../../server/kyc/file-check';
import { FILE_TOO_LARGE_MESSAGE } from '../../server/kyc/read-upload';
import { SUPPORT_LIMIT_MESSAGE } from '../../server/support/routes';
import { pngHeaderThenHtmlBytes } from '../../../tests/support/account-fixtures';

const englishMessages = englishMessagesCatalogue as Record<string, unknown>;

/** Each catalogue sentence (src/shared/messages.ts) with its value replaced by the i18n catalogue's placeholder. */
const specTexts: Record<string, string> = {
  ...Object.fromEntries(Object.entries({ ...messages, ...accountMessages }).filter(([, value]) => typeof value === 'string')),
  referralLoadFailed: messages.referralLoadFailed('{{reason}}'),
  belowPlanMinimum: messages.belowPlanMinimum(123_45).replace('$123.45', '{{amount}}'),
  abovePlanMaximum: messages.abovePlanMaximum(123_45).replace('$123.45', '{{amount}}'),
  aboveWithdrawalLimit: messages.aboveWithdrawalLimit(123_45).replace('$123.45', '{{amount}}'),
  duplicateActivePlan: messages.duplicateActivePlan('{{plan}}'),
  activationFailed: messages.activationFailed('{{reason}}'),
  investProcessingFailed: messages.investProcessingFailed('{{reason}}'),
  profileUpdateFailed: messages.profileUpdateFailed('{{reason}}'),
  withdrawalSettingsFailed: messages.withdrawalSettingsFailed('{{reason}}'),
  passwordUpdateFailed: messages.passwordUpdateFailed('{{reason}}'),
  emailPreferencesFailed: messages.emailPreferencesFailed('{{reason}}'),
  mt4Failed: messages.mt4Failed('{{reason}}'),
  supportFailed: messages.supportFailed('{{reason}}'),
};

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'upload', { type });
const kycFiles = (overrides: Partial<KycFormValues>): KycFormValues => ({
  ...emptyKycForm,
  idFront: file(10, 'image/png'),
  idBack: file(10, 'application/pdf'),
  selfie: file(10, 'image/jpeg'),
  ...overrides,
});

/** What the account, KYC, support, registration and password-reset screens can be told, by their own forms or by the server. */
async function rulesTheScreensShow(): Promise<string[]> {
  await loadCommonPasswords();
  const serverFileRefusal = async (slot: 'idFront' | 'selfie', bytes: Buffer) =>
    checkKycFile(slot, bytes).then(
      () => '',
      (error: Error) => error.message,
    );
  const fileErrors = (values: KycFormValues) =>
    Object.entries(validateKycForm(values))
      .filter(([field]) => ['idFront', 'idBack', 'selfie'].includes(field))
      .map(([, message]) => String(message));
  return [
    ...issuesOf(profileUpdateRequest.safeParse({ fullname: '' })),
    ...issuesOf(profileUpdateRequest.safeParse({ fullname: 'x'.repeat(121), dob: '2999-01-01', phone: 'call me' })),
    ...issuesOf(profileUpdateRequest.safeParse({ fullname: 'x', dob: '1990-02-30' })),
    ...issuesOf(cryptoAddressesRequest.safeParse({ btc_address: 'x', eth_address: 'x', ltc_address: 'x', usdt_address: 'x', tron_address: 'x' })),
    ...issuesOf(passwordChangeRequest.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
    ...issuesOf(passwordChangeRequest.safeParse({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'other' })),
    ...issuesOf(passwordChangeRequest.safeParse({ currentPassword: 'a', newPassword: 'Password123!', confirmPassword: 'Password123!' })),
    ...issuesOf(registerRequest.safeParse({ fullname: 'A', email: 'a@example.com', password: 'qwertyuiop12' })),
    ...issuesOf(passwordResetForm.safeParse({ password: 'password1234', confirmPassword: 'password1234' })),
    ...issuesOf(kycFieldsSchema.safeParse({})),
    ...issuesOf(
      kycFieldsSchema.safeParse({ fullName: 'A', dob: '1990-01-01', address: 'B', country: 'C', idType: 'Card', idNumber: '1', expiryDate: '2001-01-01' }),
    ),
    ...issuesOf(supportRequest.safeParse({ name: '', email: '', message: ' ' })),
    ...issuesOf(supportRequest.safeParse({ name: 'A', email: 'not-mail', message: 'x'.repeat(5001) })),
    ...fileErrors(emptyKycForm),
    ...fileErrors(kycFiles({ idFront: file(KYC_MAX_FILE_BYTES + 1, 'image/png'), idBack: file(10, 'text/html'), selfie: file(10, 'application/pdf') })),
    await serverFileRefusal('idFront', Buffer.from('<html></html>')),
    await serverFileRefusal('selfie', Buffer.from('%PDF-1.4\n%%EOF\n')),
    await serverFileRefusal('idFront', await pngHeaderThenHtmlBytes()),
    FILE_TOO_LARGE_MESSAGE,
    SUPPORT_LIMIT_MESSAGE,
  ];
}

describe('the messages catalogue', () => {
  it('holds every message of src/shared/messages.ts in English word for word', () => {
    for (const [key, english] of Object.entries(specTexts)) expect(englishMessages[key], key).toBe(english);
  });

  it('knows every rule the account, KYC and support screens can show', async () => {
    const rules = await rulesTheScreensShow();
    expect(rules).toContain('ID front could not be read as an image.');
    expect(rules).toContain('This password is too common. Choose another.');
    expect(rules.length).toBeGreaterThan(25);
    expect(rules.filter((rule) => !isKnownMessage(rule))).toEqual([]);
  });

  it.each(catalogueLanguages.filter((language) => language !== 'en'))('translates each of those rules into %s', async (language) => {
    const { t } = await catalogueInstance(language);
    const untranslated = (await rulesTheScreensShow()).filter((rule) => messageText(t, rule) === rule);
    expect(untranslated).toEqual([]);
  });
});

describe('showing an English message in the reader’s language', () => {
  it('leaves English as it is', async () => {
    const { t } = await catalogueInstance('en');
    expect(messageText(t, messages.profileUpdateFailed('Full name is required.'))).toBe('Error updating profile: Full name is required.');
  });

  it('translates the sentence, and the reason and field inside it', async () => {
    const { t } = await catalogueInstance('es');
    expect(messageText(t, messages.profileUpdated)).toBe('¡Perfil actualizado con éxito!');
    expect(messageText(t, messages.profileUpdateFailed('Full name is required.'))).toBe(
      'Error al actualizar el perfil: Nombre completo: este campo es obligatorio.',
    );
    expect(messageText(t, messages.referralLoadFailed('Failed to fetch'))).toBe('No se pudieron cargar los datos de referidos: Failed to fetch');
  });

  it('prefers the exact sentence over a template that would also match', async () => {
    const { t } = await catalogueInstance('de');
    expect(messageText(t, messages.passwordIncorrect)).toBe('Fehler beim Aktualisieren des Passworts: Das aktuelle Passwort ist falsch.');
    expect(messageText(t, messages.belowWithdrawalMinimum)).toBe('Der Betrag muss mindestens 50 $ betragen.');
  });

  it('shows a text it does not know unchanged', async () => {
    const { t } = await catalogueInstance('fr');
    expect(messageText(t, 'The network is down')).toBe('The network is down');
    expect(isKnownMessage('The network is down')).toBe(false);
  });
});
