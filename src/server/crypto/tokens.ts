import { hash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
// One-shot hashing: every API request hashes its session cookie, and a Hash object made, fed and
// digested for 43 characters cost three times as much.
export const hashToken = (token: string) => hash('sha256', token, 'hex');
