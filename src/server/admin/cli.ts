import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createAdmin } from './create-admin';

/**
 * `npm run admin -- create <email> [--promote]`: adds an operator account. The password comes
 * from ADMIN_PASSWORD, or is generated and printed once.
 */
const USAGE = 'Usage: npm run admin -- create <email> [--promote]';
const [command, email, ...flags] = process.argv.slice(2);
if (command !== 'create' || !email || flags.some((flag) => flag !== '--promote')) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const result = await createAdmin(database.db, { email, password: config.adminPassword, promote: flags.includes('--promote') });
  switch (result.outcome) {
    case 'created':
      console.log(`Created admin ${result.email}.`);
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
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
