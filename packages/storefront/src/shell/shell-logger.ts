'use client';
import type { ShopLogger } from '@shop/ui/lib/logger';
import { sendPageEvent } from '../tracking/page-events.ts';

/** An event of spec point 8 as an Error: its name is the message, the details ride along. */
export class ShellLogEvent extends Error {
  readonly event: string;
  readonly details: object | undefined;

  constructor(event: string, details?: object) {
    super(event);
    this.name = 'ShellLogEvent';
    this.event = event;
    this.details = details;
  }
}

/**
 * The shell's client logger (account dialogs, Google sign-in): the console for developers, and the page events, which
 * reach the page's RUM logging once the tracking code runs (with consent, unless `logging=0`).
 */
export const shellLogger: ShopLogger = {
  error: (event, details) => {
    console.error(event, details ?? {});
    sendPageEvent({ kind: 'error', error: new ShellLogEvent(event, details) });
  },
  warn: (event, details) => console.warn(event, details ?? {}),
};
