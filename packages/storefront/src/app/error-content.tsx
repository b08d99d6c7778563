'use client';

import { createContext, useContext, type ReactNode } from 'react';

const ErrorContentContext = createContext<ReactNode>(null);

/**
 * The error story's blocks, rendered on the server by the root layout, for the 404 and error views below it (client
 * components without props that could not load a story themselves). Null when the story is missing.
 */
export function ErrorContentProvider({ content, children }: { content: ReactNode; children: ReactNode }) {
  return <ErrorContentContext.Provider value={content}>{children}</ErrorContentContext.Provider>;
}

export function useErrorContent(): ReactNode {
  return useContext(ErrorContentContext);
}
