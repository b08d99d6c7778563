'use client';
import { useText } from '@shop/i18n/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../lib/icons.tsx';
import { focusableElements } from '../lib/focus-trap.ts';
import { lockPageScroll } from '../lib/scroll-lock.ts';
import { dialogStore, useDialogs, type DialogId } from './dialog-store.ts';

/** The element that had focus before the first of a chain of dialogs opened (log in → sign up → …). */
let returnFocus: HTMLElement | null = null;

export interface DialogProps {
  id: DialogId;
  title: string;
  children: ReactNode;
  /** Extra class for the frame (sizes per dialog). */
  className?: string;
}

/**
 * The dialog frame on the native `<dialog>`: `showModal` makes the rest of the page inert, so Tab stays in the dialog
 * by itself and also reaches what a hand-written trap would skip (the Google sign-in button's iframe); Escape closes.
 * The frame locks page scroll and gives focus back to where it was when the last dialog closes. Open and close go
 * through the dialog store.
 */
export function Dialog({ id, title, children, className }: DialogProps) {
  const isOpen = useDialogs((state) => state.current === id);
  const closeLabel = useText('dialog.close');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (opener && !opener.closest('dialog')) returnFocus = opener;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const unlock = lockPageScroll();
    const first =
      focusableElements(dialog).find((element) => !element.classList.contains('dialog__close')) ??
      focusableElements(dialog)[0];
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      dialog.removeAttribute('open');
      unlock();
      if (dialogStore.getState().current === null) {
        returnFocus?.focus();
        returnFocus = null;
      }
    };
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialogStore.getState().close();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      data-dialog={id}
      onKeyDown={onKeyDown}
      // The native Escape (cancel) goes through the store too, so listeners hear about it.
      onCancel={(event) => {
        event.preventDefault();
        dialogStore.getState().close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) dialogStore.getState().close();
      }}
    >
      {isOpen && (
        <div className="dialog__frame">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="dialog__close"
              aria-label={closeLabel}
              onClick={() => dialogStore.getState().close()}
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
