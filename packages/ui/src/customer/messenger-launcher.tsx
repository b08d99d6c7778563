'use client';
import { useText } from '@shop/i18n/react';
import { useEffect } from 'react';
import { useDialogs } from '../dialogs/dialog-store.ts';
import { Icon } from '../lib/icons.tsx';
import { useBurger } from '../navigation/burger-store.ts';
import { messengerStore, useMessenger, type MessengerLoader } from './messenger-store.ts';

export interface MessengerLauncherProps {
  /** Loads the messenger script on the first click (e.g. `() => loadScript(url).then(() => window.Messenger)`). */
  load: MessengerLoader;
}

/**
 * The messenger launcher: a fixed button (no layout shift) that loads the messenger script only when clicked; it fades
 * out while a dialog or the burger navigation covers the page.
 */
export function MessengerLauncher({ load }: MessengerLauncherProps) {
  const { loading, open, visible, fade, failed } = useMessenger((state) => state);
  const dialogOpen = useDialogs((state) => state.current !== null);
  const burgerOpen = useBurger((state) => state.level !== 'closed');
  const covered = dialogOpen || burgerOpen;
  const t = {
    open: useText('account.messenger.open'),
    close: useText('account.messenger.close'),
    loading: useText('account.messenger.loading'),
    failed: useText('account.messenger.failed'),
  };

  useEffect(() => {
    if (covered) messengerStore.getState().hide();
    else messengerStore.getState().show();
  }, [covered]);

  if (!visible) return null;
  const className = ['messenger-launcher', fade && 'is-fading', open && 'is-open', loading && 'is-loading']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <button
        type="button"
        className="messenger-launcher__button"
        aria-label={open ? t.close : t.open}
        aria-busy={loading || undefined}
        aria-expanded={open}
        onClick={() => void messengerStore.getState().toggle(load)}
      >
        <Icon name={open ? 'close' : 'chat'} />
      </button>
      <p className="visually-hidden" role="status">
        {loading ? t.loading : failed ? t.failed : ''}
      </p>
    </div>
  );
}
