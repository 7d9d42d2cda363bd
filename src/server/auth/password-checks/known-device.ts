import { createHmac } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretKeyOf, type Config } from '../../config';
import { deriveKey } from '../../crypto/secret-cipher';

/**
 * A browser that has signed in to an account before. It keeps a cookie naming the accounts it signed
 * in to, signed with a key derived from SECRET_KEY, so the server keeps nothing and a tampered or
 * invented cookie vouches for none. Each account is named by a keyed hash of its e-mail, so the
 * cookie does not tell which addresses a shared computer's users have.
 */
const DEVICE_COOKIE = 'device';
/** Sent only where a password or a sign-in code is checked: the sign-in and its two-factor step. */
const DEVICE_COOKIE_PATH = '/api/auth/login';
const KEPT_SECONDS = 365 * 24 * 3600;
/** A family computer: the few accounts signed in to last; an older one falls back to the address budgets. */
const ACCOUNTS_KEPT = 5;
/** 96 bits of the keyed hash: unguessable, and five fit in about 100 bytes. */
const MARK_BYTES = 12;

interface DeviceKeys {
  signer: ReturnType<typeof signerFactory>;
  markKey: Buffer;
}

const keysByConfig = new WeakMap<object, DeviceKeys>();
/** Derived on first use, as the secret key itself is. */
function keysOf(config: Config): DeviceKeys {
  let keys = keysByConfig.get(config);
  if (!keys) {
    const secretKey = secretKeyOf(config);
    keys = { signer: signerFactory(deriveKey(secretKey, 'device-cookie')), markKey: deriveKey(secretKey, 'device-account') };
    keysByConfig.set(config, keys);
  }
  return keys;
}

export function knownDevices(config: Config) {
  const markOf = (account: string) => createHmac('sha256', keysOf(config).markKey).update(account).digest().subarray(0, MARK_BYTES).toString('base64url');
  const marksIn = (request: FastifyRequest): string[] => {
    const cookie = request.cookies[DEVICE_COOKIE];
    if (!cookie) return [];
    const { valid, value } = keysOf(config).signer.unsign(cookie);
    return valid && value ? value.split('.') : [];
  };

  return {
    /** Whether this browser carries a valid cookie at all: a cheap test before looking up whose sign-in it finishes. */
    signedInBefore: (request: FastifyRequest) => marksIn(request).length > 0,

    /** Whether this browser has signed in to `account` (the e-mail, lower-cased) before. */
    vouchesFor(request: FastifyRequest, account: string): boolean {
      const marks = marksIn(request);
      return marks.length > 0 && marks.includes(markOf(account));
    },

    /** After a complete sign-in to `account`: this browser vouches for it for a year from now. */
    remember(request: FastifyRequest, reply: FastifyReply, account: string): void {
      const mark = markOf(account);
      const marks = [mark, ...marksIn(request).filter((kept) => kept !== mark)].slice(0, ACCOUNTS_KEPT);
      reply.setCookie(DEVICE_COOKIE, keysOf(config).signer.sign(marks.join('.')), {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.production,
        maxAge: KEPT_SECONDS,
      });
    },
  };
}
