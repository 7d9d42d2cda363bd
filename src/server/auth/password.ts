import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-for-timing');
