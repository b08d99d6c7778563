import { z } from 'zod';
import { CONTROL } from '../flag-names.ts';
import { flagLogCodes, type FlagLogger } from '../log-codes.ts';

/** sessionStorage key: per tab session, as the spec asks ("per session and user"). */
export const SESSION_MONITOR_STORAGE_KEY = 'splitIoSessionFlags';

const sessionFlagsSchema = z.object({ userKey: z.string(), flags: z.record(z.string(), z.string()) });
type SessionFlags = z.infer<typeof sessionFlagsSchema>;

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export type SessionMonitor = {
  /** Compares the treatments seen now with those remembered for this session and logs the differences. */
  observe(userKey: string, treatments: Readonly<Record<string, string>>): void;
};

/** Remembers the treatment per flag for the session and user; logs split-error-* on change, control and key change. */
export function createSessionMonitor({ storage, logger }: { storage: SessionStore; logger: FlagLogger }): SessionMonitor {
  function read(): SessionFlags | undefined {
    try {
      const parsed = sessionFlagsSchema.safeParse(JSON.parse(storage.getItem(SESSION_MONITOR_STORAGE_KEY) ?? 'null'));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
  function write(value: SessionFlags) {
    try {
      storage.setItem(SESSION_MONITOR_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): monitoring is best effort.
    }
  }

  return {
    observe(userKey, treatments) {
      let stored = read();
      if (stored && stored.userKey !== userKey) {
        logger.error(flagLogCodes.userKeyChanged, { previousKey: stored.userKey, userKey });
        stored = undefined;
      }
      const flags = { ...stored?.flags };
      for (const [flag, treatment] of Object.entries(treatments)) {
        if (treatment === CONTROL) {
          logger.error(flagLogCodes.noTreatment, { flag, userKey });
          continue;
        }
        const previous = flags[flag];
        if (previous !== undefined && previous !== treatment) {
          logger.error(flagLogCodes.changeOfFeatureFlag, { flag, userKey, previous, treatment });
        }
        flags[flag] = treatment;
      }
      write({ userKey, flags });
    },
  };
}
