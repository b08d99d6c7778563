'use client';
import { useActionState, useId } from 'react';
import type { FormResult } from './block-types.ts';
import { formLimits } from '@shop/contract/form-limits';

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

type ContactValues = { name: string; email: string; subject: string; message: string };

/**
 * The contact form's client leaf: name, e-mail, subject from the content's list, message. A refused message keeps
 * what was typed (React resets a form after its action), marks the refused field invalid and describes it with the
 * error; a sent one is replaced by the thanks.
 */
export function ContactFormFields({ submit, subjects, texts }: ContactFormFieldsProps) {
  const id = useId();
  const [state, action, pending] = useActionState<(FormResult & { values: ContactValues; attempt: number }) | null, FormData>(
    async (previous, data) => {
      const values = {
        name: text(data, 'name'),
        email: text(data, 'email'),
        subject: text(data, 'subject'),
        message: text(data, 'message'),
      };
      const result = await run(submit, values, texts.failed);
      return {
        ok: result.ok,
        field: result.field,
        message: result.message || (result.ok ? texts.sent : texts.failed),
        values,
        attempt: (previous?.attempt ?? 0) + 1,
      };
    },
    null,
  );
  if (state?.ok)
    return (
      <p className="block-form__success" role="status">
        {state.message}
      </p>
    );
  const refused = state && !state.ok ? state : null;
  const errorId = `${id}-error`;
  const invalid = (field: keyof ContactValues) =>
    refused?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    // A new key per attempt mounts the fields with the typed values as defaults (a select keeps its first default).
    <form key={refused?.attempt ?? 0} className="block-form contact-form__form" action={action}>
      <label className="block-form__label" htmlFor={`${id}-name`}>
        {texts.name}
      </label>
      <input
        id={`${id}-name`}
        className="block-form__input"
        name="name"
        required
        maxLength={formLimits.nameMax}
        autoComplete="name"
        defaultValue={refused?.values.name}
        {...invalid('name')}
      />
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
        defaultValue={refused?.values.email}
        {...invalid('email')}
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
            defaultValue={refused?.values.subject || subjects[0]}
            {...invalid('subject')}
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
      <textarea
        id={`${id}-message`}
        className="block-form__input"
        name="message"
        required
        rows={5}
        maxLength={formLimits.contactMessageMax}
        defaultValue={refused?.values.message}
        {...invalid('message')}
      />
      <button className="block-button" type="submit" disabled={pending}>
        {texts.button}
      </button>
      {refused && (
        <p id={errorId} className="block-form__error" role="alert">
          {refused.message}
        </p>
      )}
    </form>
  );
}
