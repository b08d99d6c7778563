'use client';
import { useActionState, useId } from 'react';
import type { FormResult } from './block-types.ts';

type Submit<T> = ((input: T) => Promise<FormResult>) | undefined;

async function run<T>(submit: Submit<T>, input: T, failedText: string): Promise<FormResult> {
  if (!submit) return { ok: false, message: failedText };
  try {
    const result = await submit(input);
    return result;
  } catch {
    return { ok: false, message: failedText };
  }
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export interface NewsletterFormFieldsProps {
  submit?: (input: { email: string }) => Promise<FormResult>;
  texts: { email: string; placeholder: string; button: string; sent: string; failed: string };
}

/** The newsletter form's client leaf: one e-mail field, submitted through the injected action (double opt-in). */
export function NewsletterFormFields({ submit, texts }: NewsletterFormFieldsProps) {
  const id = useId();
  const [state, action, pending] = useActionState<(FormResult & { email: string }) | null, FormData>(
    async (_previous, data) => {
      const email = text(data, 'email');
      const result = await run(submit, { email }, texts.failed);
      // The typed address comes back as the field's default: React resets a form after its action.
      return { ok: result.ok, message: result.message || (result.ok ? texts.sent : texts.failed), email };
    },
    null,
  );
  if (state?.ok)
    return (
      <p className="block-form__success" role="status">
        {state.message}
      </p>
    );
  return (
    <form className="block-form newsletter-form__form" action={action}>
      <label className="block-form__label" htmlFor={`${id}-email`}>
        {texts.email}
      </label>
      <div className="block-form__row">
        <input
          id={`${id}-email`}
          className="block-form__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={texts.placeholder}
          defaultValue={state?.email}
          aria-invalid={state && !state.ok ? true : undefined}
          aria-describedby={state && !state.ok ? `${id}-error` : undefined}
        />
        <button className="block-button" type="submit" disabled={pending}>
          {texts.button}
        </button>
      </div>
      {state && !state.ok && (
        <p id={`${id}-error`} className="block-form__error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}

export interface ContactFormFieldsProps {
  submit?: (input: { name: string; email: string; subject: string; message: string }) => Promise<FormResult>;
  subjects: readonly string[];
  texts: {
    name: string;
    email: string;
    subject: string;
    message: string;
    button: string;
    sent: string;
    failed: string;
  };
}

/** The contact form's client leaf: name, e-mail, subject from the content's list, message. */
export function ContactFormFields({ submit, subjects, texts }: ContactFormFieldsProps) {
  const id = useId();
  const [state, action, pending] = useActionState<FormResult | null, FormData>(async (_previous, data) => {
    const result = await run(
      submit,
      {
        name: text(data, 'name'),
        email: text(data, 'email'),
        subject: text(data, 'subject'),
        message: text(data, 'message'),
      },
      texts.failed,
    );
    return { ok: result.ok, message: result.message || (result.ok ? texts.sent : texts.failed) };
  }, null);
  if (state?.ok)
    return (
      <p className="block-form__success" role="status">
        {state.message}
      </p>
    );
  return (
    <form className="block-form contact-form__form" action={action}>
      <label className="block-form__label" htmlFor={`${id}-name`}>
        {texts.name}
      </label>
      <input id={`${id}-name`} className="block-form__input" name="name" required autoComplete="name" />
      <label className="block-form__label" htmlFor={`${id}-email`}>
        {texts.email}
      </label>
      <input
        id={`${id}-email`}
        className="block-form__input"
        type="email"
        name="email"
        required
        autoComplete="email"
      />
      {subjects.length > 0 && (
        <>
          <label className="block-form__label" htmlFor={`${id}-subject`}>
            {texts.subject}
          </label>
          <select
            id={`${id}-subject`}
            className="block-form__input"
            name="subject"
            defaultValue={subjects[0]}
          >
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </>
      )}
      <label className="block-form__label" htmlFor={`${id}-message`}>
        {texts.message}
      </label>
      <textarea id={`${id}-message`} className="block-form__input" name="message" required rows={5} />
      <button className="block-button" type="submit" disabled={pending}>
        {texts.button}
      </button>
      {state && !state.ok && (
        <p className="block-form__error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
