import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for this one use, so SECRET_KEY can later key other things without reuse. */
function deriveKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'mt4-password', 'aes-256-gcm', 32));
}

/** AES-256-GCM with a random IV: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptMt4Password(plaintext: string, secretKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** For the operator who must sign in to the MT4 account; throws when the data or key is wrong. */
export function decryptMt4Password(stored: string, secretKey: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown MT4 password format.');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
