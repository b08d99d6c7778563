/**
 * The one logger interface of the packages (the shop API logs with pino, apps/shop-api): where domain rules, blocks,
 * the flag wrapper and the clients report what went wrong. The app passes its logging client, tests pass a spy.
 * `Event` narrows the event names a caller may use (the flag wrapper's log codes, the spec's point-8 events).
 */
export interface Logger<Event extends string = string> {
  error(event: Event, details?: object): void;
  warn(event: Event, details?: object): void;
}

/** A logger that drops everything, for callers that have nothing to report to. */
export const silentLogger: Logger = {
  error: () => undefined,
  warn: () => undefined,
};
