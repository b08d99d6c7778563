'use client';

import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { createContext, useContext, type ReactNode } from 'react';
import './zod-jitless.ts';

export interface ShellContextValue {
  channelId: string;
  locale: Locale;
  platform: Platform;
  /** Public path of the platform's start page. */
  homeHref: string;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/** What the layout knows about the page, for client components below it. */
export function ShellProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell needs the <ShellProvider> of the root layout');
  return value;
}
