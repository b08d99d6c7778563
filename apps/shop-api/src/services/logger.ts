import type { DestinationStream, Logger } from 'pino';
import { pino } from 'pino';

export type { Logger } from 'pino';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * The shop API's logger: one JSON line per event with `time` (ISO), `level` (its name) and whatever the event carries;
 * requests log through a child that adds `requestId`. `destination` is stdout unless a test passes its own stream.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'shop-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces: nothing logs these, and if an event ever carries one it is not written out.
      redact: {
        paths: ['password', 'currentPassword', 'newPassword', 'token', 'cookie', 'authorization', '*.password', '*.token', '*.cookie', '*.authorization'],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}

/**
 * Pretty output for a developer at a terminal (NODE_ENV=development and stdout a TTY); everywhere else (production, CI,
 * `npm start` under turbo, files) the JSON lines stay machine-readable. pino-pretty is a development dependency: a
 * shipped build without it logs JSON.
 */
export async function createProcessLogger(options: { level: LogLevel; nodeEnv: string }): Promise<Logger> {
  if (options.nodeEnv === 'development' && process.stdout.isTTY) {
    try {
      const { default: pretty } = await import('pino-pretty');
      return createLogger({ level: options.level, destination: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }) });
    } catch {
      // Not installed: JSON lines.
    }
  }
  return createLogger({ level: options.level });
}
