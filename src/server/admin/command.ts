import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
import { resetTwoFactor } from '../auth/two-factor/enrolment';
import { createAdmin } from './create-admin';
import { operatorRoles, type OperatorRole } from '../../shared/operator-roles';

/** Where a command writes its lines: the terminal's standard output and error. */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

const USAGE = `Usage: npm run admin -- create <email> [--role ${operatorRoles.join('|')}] [--promote]\n       npm run admin -- reset-2fa <email>`;

async function create(db: Db, out: CommandOutput, address: string, role: OperatorRole, promote: boolean, password: string | undefined): Promise<number> {
  const result = await createAdmin(db, { email: address, password, promote, role });
  switch (result.outcome) {
    case 'created':
      out.log(`Created admin ${result.email} (${role}).`);
      out.log(result.generated ? `Password (shown once): ${result.password}` : 'Password: the value of ADMIN_PASSWORD.');
      return 0;
    case 'promoted':
      out.log(`${result.email} is now an admin; the password is unchanged.`);
      return 0;
    case 'already-admin':
      out.log(`${result.email} is already an admin; nothing changed.`);
      return 0;
    case 'refused':
      out.error(result.reason);
      return 1;
  }
}

async function resetTwoFactorOf(db: Db, out: CommandOutput, address: string): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address.trim().toLowerCase())).for('update');
    if (!user) return false;
    await resetTwoFactor(tx, user);
    return true;
  });
  if (!done) {
    out.error(`No account has the address ${address}.`);
    return 1;
  }
  out.log(`Two-factor sign-in of ${address} is off; they set it up again at their next visit to the back office.`);
  return 0;
}

/**
 * `npm run admin -- create <email> [--role <role>] [--promote]`: adds an operator account, an
 * `owner` unless a role is given. The password comes from ADMIN_PASSWORD, or is generated and printed once.
 * `npm run admin -- reset-2fa <email>`: turns two-factor sign-in off for an operator who lost the
 * authenticator and the recovery codes; they enrol again at their next visit to the back office.
 * Returns the exit status: 0 done, 1 refused or failed, 2 bad usage.
 */
export async function runAdminCommand(args: readonly string[], config: Config, out: CommandOutput): Promise<number> {
  const [command, email, ...rest] = args;
  const roleAt = rest.indexOf('--role');
  const role = roleAt === -1 ? 'owner' : rest[roleAt + 1];
  const flags = roleAt === -1 ? rest : rest.filter((_, at) => at !== roleAt && at !== roleAt + 1);
  const knownRole = operatorRoles.find((known) => known === role);
  const validCreate = command === 'create' && email && knownRole && flags.every((flag) => flag === '--promote');
  const validReset = command === 'reset-2fa' && email && flags.length === 0;
  if (!email || (!validCreate && !validReset)) {
    out.error(USAGE);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    return validCreate && knownRole
      ? await create(database.db, out, email, knownRole, flags.includes('--promote'), config.adminPassword)
      : await resetTwoFactorOf(database.db, out, email);
  } catch (error) {
    out.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  } finally {
    await database.close();
  }
}
