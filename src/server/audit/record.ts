import type { Queryable } from '../db/client';
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

/** The jsonb column writes a value as JSON.stringify does (Dates as ISO strings), so it needs no copy through JSON first. */
const asJson = (value: unknown) => (value === undefined ? null : value);

/**
 * The audit log's row of an action, the one way one is made (`writeAudit` in a transaction, the
 * money engine's `auditAfter` in a statement).
 */
export const auditRow = (record: AuditRecord) => ({
  actorId: record.actorId,
  action: record.action,
  entityType: record.entityType,
  entityId: String(record.entityId),
  before: asJson(record.before),
  after: asJson(record.after),
});

/** Written in the same transaction as the change, so the log never claims what did not happen. */
export async function writeAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}
