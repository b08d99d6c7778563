import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { ContactForm, type ContactFormBlok } from './contact-form.tsx';
import { NewsletterForm, type NewsletterFormBlok } from './newsletter-form.tsx';

afterEach(cleanup);

describe('NewsletterForm', () => {
  it('submits the e-mail through the injected action and confirms the double opt-in', async () => {
    const user = userEvent.setup();
    const subscribeNewsletter = vi.fn(async () => ({ ok: true }));
    render(
      <NewsletterForm
        blok={blokOf<NewsletterFormBlok>('NewsletterForm')}
        context={createFixtureContext({ actions: { subscribeNewsletter } })}
      />,
    );
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(subscribeNewsletter).toHaveBeenCalledWith({ email: 'kim@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent('Fast geschafft!');
    expect(screen.getByRole('link', { name: 'Hinweise zum Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  });

  it('shows the server message of a failed sign-up', async () => {
    const user = userEvent.setup();
    const subscribeNewsletter = vi.fn(async () => ({ ok: false, message: 'Diese Adresse ist ungültig.' }));
    render(
      <NewsletterForm
        blok={blokOf<NewsletterFormBlok>('NewsletterForm')}
        context={createFixtureContext({ actions: { subscribeNewsletter } })}
      />,
    );
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Adresse ist ungültig.');
    // Nothing typed is lost: the address stays in the field, marked invalid, for a correction.
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('kim@example.com');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ContactForm', () => {
  it('sends name, e-mail, subject and message', async () => {
    const user = userEvent.setup();
    const sendContactMessage = vi.fn(async () => ({ ok: true }));
    render(
      <ContactForm
        blok={blokOf<ContactFormBlok>('ContactForm')}
        context={createFixtureContext({ actions: { sendContactMessage } })}
      />,
    );
    expect(screen.getByText('Jonas Berger')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.com');
    await user.selectOptions(screen.getByLabelText('Betreff'), 'Frage zum Produkt');
    await user.type(screen.getByLabelText('Deine Nachricht'), 'Wie groß ist A4?');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Kim',
      email: 'kim@example.com',
      subject: 'Frage zum Produkt',
      message: 'Wie groß ist A4?',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Danke!');
  });

  it('keeps a refused message in the form, marks the refused field and describes it with the error', async () => {
    const user = userEvent.setup();
    const sendContactMessage = vi.fn(async () => ({
      ok: false,
      field: 'message',
      message: 'Deine Nachricht braucht 10 bis 5000 Zeichen.',
    }));
    render(
      <ContactForm
        blok={blokOf<ContactFormBlok>('ContactForm')}
        context={createFixtureContext({ actions: { sendContactMessage } })}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.com');
    await user.selectOptions(screen.getByLabelText('Betreff'), 'Frage zum Produkt');
    await user.type(screen.getByLabelText('Deine Nachricht'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deine Nachricht braucht 10 bis 5000 Zeichen.');
    expect(screen.getByLabelText('Name')).toHaveValue('Kim');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('kim@example.com');
    expect(screen.getByLabelText('Betreff')).toHaveValue('Frage zum Produkt');
    const message = screen.getByLabelText('Deine Nachricht');
    expect(message).toHaveValue('kurz');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the failed text when the action throws, keeping what was typed', async () => {
    const user = userEvent.setup();
    const sendContactMessage = vi.fn(async () => {
      throw new Error('offline');
    });
    render(
      <ContactForm
        blok={blokOf<ContactFormBlok>('ContactForm')}
        context={createFixtureContext({ actions: { sendContactMessage } })}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kim@example.com');
    await user.type(screen.getByLabelText('Deine Nachricht'), 'Eine längere Frage zum Format.');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt.');
    expect(screen.getByLabelText('Deine Nachricht')).toHaveValue('Eine längere Frage zum Format.');
  });

  it('logs contact-form-person-not-found for a blok without its person', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    render(
      <ContactForm
        blok={{ ...blokOf<ContactFormBlok>('ContactForm'), person: null }}
        context={createFixtureContext({ logger })}
      />,
    );
    expect(logger.error).toHaveBeenCalledWith('contact-form-person-not-found', expect.any(Object));
  });
});
