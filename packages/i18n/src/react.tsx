'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * Client components get their texts already translated by the server (formatjs runs there), so the browser
 * never loads the ICU parser: the provider carries a small, pre-formatted subset of the catalogue.
 */
export type ClientTexts = Readonly<Record<string, string>>;

const TextsContext = createContext<ClientTexts>({});

export function TextsProvider({ texts, children }: { texts: ClientTexts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** A text handed down by the server; an id it did not send shows its last segment, like a missing key. */
export function useText(id: string): string {
  const texts = useContext(TextsContext);
  return texts[id] ?? id.slice(id.lastIndexOf('.') + 1);
}

/** Every text handed down here: a nested provider that adds texts (the account dialogs' own) keeps the others. */
export function useTexts(): ClientTexts {
  return useContext(TextsContext);
}
