'use client';
import { useState } from 'react';
import { dialogStore, useDialogs, type DialogId } from '../dialogs/dialog-store.ts';

/**
 * The trigger side of a dialog whose body loads on the first open (React.lazy in the trigger's module): `mounted`
 * turns true the first time the store opens the dialog (this trigger's click, or another dialog's button, such as
 * the customer picture's "view in 3D") and stays so; only then is the dialog's code fetched, so the page pays no
 * JavaScript for a dialog nobody opens. A blocked store (spec point 4) leaves it closed and unloaded.
 */
export function useLazyDialog(id: DialogId): { mounted: boolean; open: () => void } {
  const isOpen = useDialogs((state) => state.current === id);
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  return { mounted: mounted || isOpen, open: () => void dialogStore.getState().open(id) };
}
