import type { Locale } from '@shop/config/markets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WithTexts } from '../src/lib/story-texts.tsx';

/** Renders with the shop-shell texts of a locale (German unless told). */
export function renderWithTexts(ui: ReactElement, locale: Locale = 'de-DE'): RenderResult {
  return render(ui, { wrapper: ({ children }) => <WithTexts locale={locale}>{children}</WithTexts> });
}

/** Renders with texts and a fresh query client (no retries, so failures show at once). */
export function renderWithProviders(
  ui: ReactElement,
  locale: Locale = 'de-DE',
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <WithTexts locale={locale}>{children}</WithTexts>
      </QueryClientProvider>
    ),
  });
  return { ...result, queryClient };
}
