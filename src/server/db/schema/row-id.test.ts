import { describe, expect, it } from 'vitest';
import { version } from 'uuid';
import { newRowId } from './row-id';

describe('row ids', () => {
  it('are UUIDv7s that grow in the order they were made, past many random draws', () => {
    // More ids than one draw of random bytes covers, most of them within one millisecond.
    const ids = Array.from({ length: 2000 }, newRowId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(version(id)).toBe(7);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry the time they were made', () => {
    const before = Date.now();
    const id = newRowId();
    const msecs = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 1);
  });
});
