/** Where domain rules report what went wrong; the app passes its logging client, tests pass a spy. */
export interface Logger {
  error(event: string, details?: object): void;
  warn(event: string, details?: object): void;
}

/** A logger that drops everything, for callers that have nothing to report to. */
export const silentLogger: Logger = {
  error: () => undefined,
  warn: () => undefined,
};
