// Run by start-server.mjs before the e2e server starts, on its DATA_DIR: the first run's seed (as the
// server makes it, whose operator is support/operator.ts's OPERATOR) and a finance operator beside
// it, as an owner would add one, so every adjustment and large withdrawal has its second pair of eyes.
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { seedIfEmpty } from '../../../src/server/seed/seed-if-empty';
import { createUser } from '../../../src/server/users/create-user';
import { SECOND_OPERATOR } from './operator-accounts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  await seedIfEmpty(database.db, config);
  await database.db.transaction((tx) => createUser(tx, { ...SECOND_OPERATOR, role: 'admin', operatorRole: 'finance', emailVerifiedAt: new Date() }));
} finally {
  await database.close();
}
