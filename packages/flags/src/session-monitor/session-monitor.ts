import { CONTROL } from '../flag-names.ts';
import { flagLogCodes, type FlagLogger } from '../log-codes.ts';

/** sessionStorage key: per tab session, as the spec asks ("per session and user"). */
export const SESSION_MONITOR_STORAGE_KEY = 'splitIoSessionFlags';

type SessionFlags = { userKey: string; flags: Record<string, string> };

// A hand-written guard instead of zod: this runs in the lazily loaded browser chunk, where zod
// would add more weight than the Split SDK itself.
function isSessionFlags(value: unknown): value is SessionFlags {
  if (typeof value !== 'object' || value === null) return false;
  const { userKey, flags } = value as Record<string, unknown>;
  return (
    typeof userKey === 'string' &&
    typeof flags === 'object' &&
    flags !== null &&
    Object.values(flags).every((treatment) => typeof treatment === 'string')
  );
}

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export type SessionMonitor = {
  /** Compares the treatments seen now with those remembered for this session and logs the differences. */
  observe(userKey: string, treatments: Readonly<Record<string, string>>): void;
};

/** Remembers the treatment per flag for the session and user; logs split-error-* on change, control and key change. */
export function createSessionMonitor({
  storage,
  logger,
}: {
  storage: SessionStore;
  logger: FlagLogger;
}): SessionMonitor {
  function read(): SessionFlags | undefined {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(SESSION_MONITOR_STORAGE_KEY) ?? 'null');
      return isSessionFlags(parsed) ? parsed : undefined;
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
