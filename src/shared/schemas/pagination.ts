import { z } from 'zod';

/**
 * Paged lists answer `{items, nextCursor}`; pass nextCursor back as `?cursor=` for the next page.
 *
 * A page cursor is base64url of "<time>|<row id>", the id a serial row number or a uuid. A forged id
 * of neither shape would make the database refuse the comparison, so it is refused here with a 400;
 * the server also checks the id against its own column's kind (db/pagination.ts).
 */
export const CURSOR_ID = {
  serial: /^[1-9]\d{0,14}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};
const isCursorId = (id: string) => CURSOR_ID.serial.test(id) || CURSOR_ID.uuid.test(id);
function isWellFormedCursor(cursor: string): boolean {
  try {
    return isCursorId(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')).split('|')[1] ?? '');
  } catch {
    return false;
  }
}

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).refine(isWellFormedCursor, 'Invalid cursor.').optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
const pages = new WeakMap<z.ZodType, ReturnType<typeof pageSchema>>();
/** One page schema per item schema, the same each time, so the API reference names it once (e.g. WithdrawalPage). */
export const pageOf = <T extends z.ZodType>(item: T): ReturnType<typeof pageSchema<T>> => {
  if (!pages.has(item)) pages.set(item, pageSchema(item));
  return pages.get(item) as ReturnType<typeof pageSchema<T>>;
};
export interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
}
