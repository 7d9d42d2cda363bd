import { decryptSecret, encryptSecret } from '../crypto/secret-cipher';

const PURPOSE = 'mt4-password';

export const encryptMt4Password = (plaintext: string, secretKey: string): string => encryptSecret(plaintext, secretKey, PURPOSE);

/** For the operator who must sign in to the MT4 account; throws when the data or key is wrong. */
export const decryptMt4Password = (stored: string, secretKey: string): string => decryptSecret(stored, secretKey, PURPOSE);
