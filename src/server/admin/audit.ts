import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditRecord {
  /** null when the action came from the command line (`npm run admin`), not a signed-in operator. */
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change, so the log never claims what did not happen. */
export async function writeAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    // Round-tripping through JSON turns Dates into ISO strings the jsonb column can hold.
    before: record.before === undefined ? null : JSON.parse(JSON.stringify(record.before)),
    after: record.after === undefined ? null : JSON.parse(JSON.stringify(record.after)),
  });
}
