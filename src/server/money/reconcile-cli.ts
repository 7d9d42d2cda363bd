import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { formatUsd } from '../../shared/money';
import { buildReconciliation } from './reconciliation';

/**
 * `npm run reconcile`: checks every cached balance and running total against the ledger; exit
 * code 1 on any difference. Read-only: it never migrates, so pointing it at the wrong database
 * changes nothing.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await buildReconciliation(database.db);
  console.log(`Ledger totals by kind (${database.kind}):`);
  for (const total of report.totalsByKind) {
    console.log(`  ${total.kind.padEnd(18)} ${String(total.entries).padStart(8)} entries  ${formatUsd(total.sumCents).padStart(18)}`);
  }
  const all = report.totalsByKind.reduce((sum, total) => sum + total.sumCents, 0);
  console.log(`  ${'all'.padEnd(18)} ${' '.repeat(17)}${formatUsd(all).padStart(18)}`);
  if (report.ok) {
    console.log('OK: every balance and running total equals the sum of its ledger entries.');
  } else {
    console.error(`MISMATCH: ${report.mismatches.length} balance(s) and ${report.totalMismatches.length} running total(s) differ from the ledger.`);
    for (const m of report.mismatches) {
      console.error(`  ${m.email} (${m.userId}): balance ${formatUsd(m.balanceCents)}, ledger ${formatUsd(m.ledgerSumCents)}`);
    }
    for (const m of report.totalMismatches) {
      console.error(`  ${m.email} (${m.userId}): ${m.total} ${formatUsd(m.cachedCents)}, ledger ${formatUsd(m.ledgerCents)}`);
    }
  }
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  const undefinedTable = (error as { cause?: { code?: string } }).cause?.code === '42P01';
  console.error(undefinedTable ? 'This database has no tables yet: start the app once to create them.' : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
