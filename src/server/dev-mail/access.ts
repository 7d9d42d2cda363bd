import type { Config } from '../config';

export type DevMailAccess = 'closed' | 'admins' | 'signed-in';

/**
 * Who may read the outbox page. The outbox holds every investor's mail, so: never in production;
 * admins otherwise; any signed-in user only when NODE_ENV says "development" outright (an unset
 * NODE_ENV is not taken as development).
 */
export function devMailAccess(config: Pick<Config, 'production'>, nodeEnv: string | undefined): DevMailAccess {
  if (config.production) return 'closed';
  return nodeEnv === 'development' ? 'signed-in' : 'admins';
}
