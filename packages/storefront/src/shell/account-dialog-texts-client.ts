'use client';

import type { ClientTexts } from '@shop/i18n/react';
import { loadAccountDialogTexts } from './account-dialog-texts.ts';

const requests = new Map<string, Promise<ClientTexts>>();

/** The account dialogs' texts of a locale, one request per locale; a failed one is forgotten, so the next call retries. */
export function accountDialogTexts(locale: string): Promise<ClientTexts> {
  let request = requests.get(locale);
  if (!request) {
    request = loadAccountDialogTexts(locale);
    requests.set(locale, request);
    request.catch(() => requests.delete(locale));
  }
  return request;
}
