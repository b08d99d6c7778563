import type { Customer } from '@shop/contract/customer';
import type { Locale } from '@shop/config/markets';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { customerSessionStore } from '../customer/customer-store.ts';
import { dialogStore, type DialogId } from '../dialogs/dialog-store.ts';
import { textsForLocale, WithTexts } from './story-texts.tsx';

/** The locale toolbar's texts, as the server would hand them down. */
export const withLocaleTexts: Decorator = (Story, context) => (
  <WithTexts locale={(context.globals.locale as Locale | undefined) ?? 'de-DE'}>
    <Story />
  </WithTexts>
);

/** Puts the customer session into a state before the story renders (null: not yet initialised). */
export function withCustomer(customer: Customer | null): Decorator {
  return (Story) => {
    customerSessionStore.setState(
      customer
        ? { status: 'initialised', customer, isLoggedIn: customer.isLoggedIn }
        : { status: 'uninitialised', customer: null, isLoggedIn: false },
    );
    return <Story />;
  };
}

/** Opens a dialog before the story renders. */
export function withOpenDialog(id: DialogId | null): Decorator {
  return (Story) => {
    dialogStore.setState({ current: id, blocked: false });
    return <Story />;
  };
}

/** A fresh query client per story (no retries). */
export const withQueryClient: Decorator = (Story) => (
  <QueryClientProvider
    client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
  >
    <Story />
  </QueryClientProvider>
);

/** An api-client failure as the dialogs read it. */
export function apiFailure(status: number, message: string, fields?: Record<string, string>): Error {
  return Object.assign(new Error(message), { status, body: { error: { code: 'story', message, fields } } });
}

/** Play functions: fills the open dialog's form fields by name and submits it, as a person would. */
export async function submitDialogForm(canvasElement: HTMLElement, values: Record<string, string>): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  for (const [name, value] of Object.entries(values)) {
    await userEvent.type(dialog.querySelector(`[name="${name}"]`) as HTMLInputElement, value);
  }
  await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
  return dialog;
}

/** Play functions: the dialog's submit button is disabled and shows the pending text of the toolbar's locale. */
export async function expectPending(dialog: HTMLElement, globals: Record<string, unknown>): Promise<void> {
  const pending = textsForLocale((globals.locale as Locale | undefined) ?? 'de-DE')['dialog.pending'] ?? '';
  const submit = dialog.querySelector('button[type="submit"]');
  await waitFor(() => expect(submit).toBeDisabled());
  await expect(submit).toHaveTextContent(pending);
}
