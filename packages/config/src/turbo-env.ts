import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Turborepo hands a task only the variables turbo.json declares for it (strict env mode): a variable a service reads
 * but turbo.json does not list never arrives under `npm start`. Tests compare each env.ts schema with this list.
 */
export function turboTaskEnv(task: string): string[] {
  const turbo = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../turbo.json'), 'utf8')) as {
    globalEnv?: string[];
    globalPassThroughEnv?: string[];
    tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
  };
  const entry = turbo.tasks[task];
  if (!entry) throw new Error(`turbo.json has no task ${task}`);
  return [...(turbo.globalEnv ?? []), ...(turbo.globalPassThroughEnv ?? []), ...(entry.env ?? []), ...(entry.passThroughEnv ?? [])];
}

/** The variables of `names` that turbo's list (with `PREFIX_*` wildcards) would not pass to the task. */
export function missingFromTurbo(names: readonly string[], task: string): string[] {
  const declared = turboTaskEnv(task);
  // turbo's wildcards: `*` stands for any run of characters (`SPLIT_*`, `*_PORT`).
  const patterns = declared.map((pattern) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`));
  const passes = (name: string) => patterns.some((pattern) => pattern.test(name));
  return names.filter((name) => !passes(name));
}
