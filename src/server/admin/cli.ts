import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { users } from '../db/schema';
import { resetTwoFactor } from '../auth/two-factor/enrolment';
import { createAdmin } from './create-admin';
import { operatorRoles } from '../../shared/operator-roles';

/**
 * `npm run admin -- create <email> [--role <role>] [--promote]`: adds an operator account, an
 * `owner` unless a role is given. The password comes from ADMIN_PASSWORD, or is generated and printed once.
 * `npm run admin -- reset-2fa <email>`: turns two-factor sign-in off for an operator who lost the
 * authenticator and the recovery codes; they enrol again at their next visit to the back office.
 */
const USAGE = `Usage: npm run admin -- create <email> [--role ${operatorRoles.join('|')}] [--promote]\n       npm run admin -- reset-2fa <email>`;
const [command, email, ...rest] = process.argv.slice(2);
const roleAt = rest.indexOf('--role');
const role = roleAt === -1 ? 'owner' : rest[roleAt + 1];
const flags = roleAt === -1 ? rest : rest.filter((_, at) => at !== roleAt && at !== roleAt + 1);
const knownRole = operatorRoles.find((known) => known === role);
const validCreate = command === 'create' && email && knownRole && flags.every((flag) => flag === '--promote');
const validReset = command === 'reset-2fa' && email && flags.length === 0;
if (!validCreate && !validReset) {
  console.error(USAGE);
  process.exit(2);
}

async function create(db: Db, address: string) {
  const result = await createAdmin(db, { email: address, password: config.adminPassword, promote: flags.includes('--promote'), role: knownRole });
  switch (result.outcome) {
    case 'created':
      console.log(`Created admin ${result.email} (${knownRole}).`);
      console.log(result.generated ? `Password (shown once): ${result.password}` : 'Password: the value of ADMIN_PASSWORD.');
      break;
    case 'promoted':
      console.log(`${result.email} is now an admin; the password is unchanged.`);
      break;
    case 'already-admin':
      console.log(`${result.email} is already an admin; nothing changed.`);
      break;
    case 'refused':
      console.error(result.reason);
      process.exitCode = 1;
  }
}

async function resetTwoFactorOf(db: Db, address: string) {
  const done = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, address.trim().toLowerCase())).for('update');
    if (!user) return false;
    await resetTwoFactor(tx, user);
    return true;
  });
  if (!done) {
    console.error(`No account has the address ${address}.`);
    process.exitCode = 1;
    return;
  }
  console.log(`Two-factor sign-in of ${address} is off; they set it up again at their next visit to the back office.`);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await (command === 'create' ? create(database.db, email!) : resetTwoFactorOf(database.db, email!));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
