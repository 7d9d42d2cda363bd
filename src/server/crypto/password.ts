import { hash, verify } from '@node-rs/argon2';
import { withHashingSlot } from './hashing-queue';

// OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => withHashingSlot(() => hash(password, options));

/** A malformed stored hash is a wrong password; a full hashing queue is not (it throws "busy"). */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  withHashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });

/** Verified against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_HASH = await hashPassword('not-a-real-password-for-timing');
