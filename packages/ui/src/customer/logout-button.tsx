'use client';
import { useText } from '@shop/i18n/react';
import type { CustomerApi } from './customer-api.ts';
import { useLogoutMutation } from './customer-queries.ts';
import { useCustomerSession } from './customer-store.ts';

export interface LogoutButtonProps {
  logout: CustomerApi['logout'];
  /** Where to go afterwards (e.g. the start page); stays on the page when absent. */
  afterLogoutHref?: string;
}

/** Logs out; shown only while logged in. */
export function LogoutButton({ logout, afterLogoutHref }: LogoutButtonProps) {
  const isLoggedIn = useCustomerSession((state) => state.isLoggedIn);
  const label = useText('account.logout');
  const mutation = useLogoutMutation(logout);
  if (!isLoggedIn) return null;
  return (
    <button
      type="button"
      className="link-button logout-button"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => {
            if (afterLogoutHref) window.location.assign(afterLogoutHref);
          },
        })
      }
    >
      {label}
    </button>
  );
}
