import { randomFillSync } from 'node:crypto';
import { uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Random bytes for 256 ids, drawn at once: drawing 16 for each id cost about 8 µs a row. */
const randomPool = new Uint8Array(16 * 256);
let poolUsed = randomPool.length;
/** The last id's millisecond and counter: a later id of the same millisecond counts on from it. */
const clock = { msecs: -Infinity, seq: 0 };

function sixteenRandomBytes(): Uint8Array {
  if (poolUsed === randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  poolUsed += 16;
  return randomPool.subarray(poolUsed - 16, poolUsed);
}

/**
 * A row id that grows with time (UUIDv7, monotonic within a process). Rows written in one
 * transaction share one created_at, and lists order by (created_at, id), so only time-ordered ids
 * show such rows in the order they were written. Rows inserted by bare SQL get a random uuid.
 *
 * The counter is uuid's own (a random start each millisecond, then one up, the millisecond moving
 * on when it wraps); it is kept here because uuid keeps it only while it draws the random bytes
 * itself, 16 at a time.
 */
export function newRowId(): string {
  const random = sixteenRandomBytes();
  const now = Date.now();
  if (now > clock.msecs) {
    clock.msecs = now;
    clock.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    clock.seq = (clock.seq + 1) | 0;
    if (clock.seq === 0) clock.msecs++;
  }
  return uuidv7({ random, msecs: clock.msecs, seq: clock.seq });
}

export const rowIdColumn = () => uuid('id').primaryKey().defaultRandom().$defaultFn(newRowId);
