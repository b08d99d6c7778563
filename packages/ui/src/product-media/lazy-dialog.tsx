'use client';
import { Suspense, useState, type ReactNode } from 'react';
import { dialogStore, useDialogs, type DialogId } from '../dialogs/dialog-store.ts';
import { Icon, type IconName } from '../lib/icons.tsx';

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

export interface LazyDialogButtonProps {
  id: DialogId;
  label: string;
  testId: string;
  /** The lazy dialog element; rendered (and so loaded) from the first open on. */
  dialog: ReactNode;
  icon?: IconName;
  className?: string;
  /** Shown before the label (the product picture of the magnify trigger). */
  children?: ReactNode;
}

/** A button that opens its dialog through the store and renders the lazily loaded dialog once it was opened. */
export function LazyDialogButton({ id, label, testId, dialog, icon, className = 'media-link', children }: LazyDialogButtonProps) {
  const { mounted, open } = useLazyDialog(id);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={open} data-testid={testId}>
        {children}
        {icon && <Icon name={icon} />}
        {children ? <span className="product-gallery__magnify-label">{label}</span> : label}
      </button>
      {mounted && <Suspense fallback={null}>{dialog}</Suspense>}
    </>
  );
}
