import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest CPU priority (nice 19): such a thread runs when nothing else of this machine wants the core. */
export const LOWEST_PRIORITY = 19;

/** Thread ids of this process whose name starts with `prefix` (Linux: /proc/self/task/<tid>/comm); none elsewhere. */
export function threadsNamed(prefix: string): number[] {
  if (process.platform !== 'linux') return [];
  const found: number[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').startsWith(prefix)) found.push(Number(tid));
    } catch {
      // The thread ended while we looked.
    }
  }
  return found;
}

/** A thread's nice value (Linux: field 19 of /proc/self/task/<tid>/stat). */
export function threadNice(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  // The name (field 2) is in parentheses and may hold spaces: count the fields after its closing parenthesis.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/**
 * Lowers every thread named `prefix…` to the lowest priority. On Linux a nice value belongs to one thread (not the
 * whole process), so this leaves the event loop, scrypt and the database at their normal priority. Lowering needs no
 * privileges; a thread that ended meanwhile is skipped.
 */
export function lowerThreadsNamed(prefix: string): void {
  for (const tid of threadsNamed(prefix)) {
    try {
      setPriority(tid, LOWEST_PRIORITY);
    } catch {
      // Gone, or not ours to change.
    }
  }
}
