'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShopLogger } from '../lib/logger.ts';

const silent: ShopLogger = { error: () => undefined, warn: () => undefined };
const BlockLoggerContext = createContext<ShopLogger>(silent);

/**
 * The browser logger of the content blocks' client leaves (hero media failures, form errors). A logger object cannot
 * cross from server to client components, so the app mounts this once in a client layout with its logging client.
 */
export function BlockLoggerProvider({ logger, children }: { logger: ShopLogger; children: ReactNode }) {
  return <BlockLoggerContext value={logger}>{children}</BlockLoggerContext>;
}

/** The block logger of the page; silent when the app mounted none. */
export function useBlockLogger(): ShopLogger {
  return useContext(BlockLoggerContext);
}
