import fs from 'node:fs';
import { processCpuMs } from './server-process';

/** CPU time so far of each PostgreSQL backend serving `database` on this machine (Linux), by process id. */
function backendsCpuMs(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  // A backend's title names its database: "postgres: <user> <database> <address> <state>".
  const title = ` ${database} `;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(title)) continue;
    } catch {
      continue; // gone meanwhile
    }
    const ms = processCpuMs(Number(entry));
    if (ms !== null) backends.set(Number(entry), ms);
  }
  return backends;
}

/**
 * The CPU the PostgreSQL backends of one database spend from now until `spent()` is called, in ms,
 * or null where /proc is missing or the database runs on another machine. A backend that ends in
 * between takes its time with it, so the figure is for a load on connections opened beforehand.
 */
export function databaseCpu(database: string): { spent(): number | null } {
  const before = fs.existsSync('/proc') ? backendsCpuMs(database) : new Map<number, number>();
  return {
    spent() {
      const after = backendsCpuMs(database);
      if (after.size === 0) return null;
      let ms = 0;
      for (const [pid, total] of after) ms += total - (before.get(pid) ?? 0);
      return ms;
    },
  };
}
