import type { Locale } from '@shop/config/markets';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WithTexts } from '../src/lib/story-texts.tsx';

/** Renders with the shop-shell texts of a locale (German unless told). */
export function renderWithTexts(ui: ReactElement, locale: Locale = 'de-DE'): RenderResult {
  return render(ui, { wrapper: ({ children }) => <WithTexts locale={locale}>{children}</WithTexts> });
}
