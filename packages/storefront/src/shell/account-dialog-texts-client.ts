'use client';

import type { ClientTexts } from '@shop/i18n/react';
import { loadAccountDialogTexts } from './account-dialog-texts.ts';
import { createSharedRequests } from '@shop/ui/lib/shared-requests';

const requests = createSharedRequests<ClientTexts>();

/** The account dialogs' texts of a locale, one request per locale; a failed one is forgotten, so the next call retries. */
export function accountDialogTexts(locale: string): Promise<ClientTexts> {
  return requests(locale, () => loadAccountDialogTexts(locale));
}
