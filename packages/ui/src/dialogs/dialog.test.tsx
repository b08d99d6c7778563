import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { isPageScrollLocked } from '../lib/scroll-lock.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FrameDialog } from './frame-dialog.tsx';

afterEach(() => act(() => dialogStore.setState(dialogStore.getInitialState())));

function Page() {
  return (
    <>
      <button type="button" onClick={() => dialogStore.getState().open('login')}>
        Open
      </button>
      <a href="/outside">Outside</a>
      <Dialog id="login" title="Anmelden">
        <input aria-label="E-Mail" />
        <button type="button">Senden</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens modally with the page scroll locked and focus on its first field', async () => {
    renderWithTexts(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog).toHaveAttribute('open');
    expect(isPageScrollLocked()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveFocus();
  });

  it('is a modal <dialog> (showModal): Tab is kept inside by the browser, no hand-written trap that skips iframes', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithTexts(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(showModal).toHaveBeenCalledOnce();
    // Tab moves on as the browser does it: the frame does not take it over (Chromium e2e checks the Google iframe).
    const send = screen.getByRole('button', { name: 'Senden' });
    await userEvent.tab();
    expect(send).toHaveFocus();
    showModal.mockRestore();
  });

  it('closes on Escape, unlocks the page and gives focus back to the opener', async () => {
    renderWithTexts(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(dialogStore.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    renderWithTexts(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(dialogStore.getState().current).toBeNull();
  });
});

describe('FrameDialog', () => {
  it.each([
    ['calculator-more-formats', 'Weitere Formate'],
    ['calculator-own-format', 'Eigenes Format'],
    ['customer-picture', 'Dein Profilbild'],
    ['image-magnify', 'Bild vergrößert'],
    ['product-description', 'Produktbeschreibung'],
    ['preview-3d', '3D-Vorschau'],
  ] as const)('%s is titled %s', (id, title) => {
    renderWithTexts(
      <FrameDialog id={id}>
        <p>Inhalt</p>
      </FrameDialog>,
    );
    act(() => {
      dialogStore.getState().open(id);
    });
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent('Inhalt');
  });
});
