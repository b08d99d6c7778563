import type { z } from 'zod';
import { contactMessageSchema } from '@shop/contract/contact';
import { messageResponseSchema } from '@shop/contract/customer';
import { ShopApiError, ShopError, ShopRequestError } from './errors.ts';
import { shopRequest, type ShopClient } from './request.ts';

export type ContactForm = z.input<typeof contactMessageSchema>;

/** The answer of a contact message: the server's thanks, or the refusal with the first refused field when one is named. */
export type ContactResult =
  { ok: true; message: string } | { ok: false; message: string; field: string | undefined; error: ShopError };

function firstField(error: ShopError): string | undefined {
  if (error instanceof ShopApiError) return error.field ?? Object.keys(error.fields)[0];
  if (error instanceof ShopRequestError) return Object.keys(error.fields)[0];
  return undefined;
}

/**
 * POST /web-api/contact-message: the contact form block's message to customer service. A refused form (checked here
 * with the shared schema, or a 400 of the shop API) names its field; other failures carry the error for logging.
 */
export async function sendContactMessage(client: ShopClient, form: ContactForm): Promise<ContactResult> {
  try {
    const { message } = await shopRequest(client, {
      method: 'POST',
      path: '/web-api/contact-message',
      body: form,
      bodySchema: contactMessageSchema,
      response: messageResponseSchema,
    });
    return { ok: true, message };
  } catch (caught) {
    const error =
      caught instanceof ShopError
        ? caught
        : new ShopError({ code: 'unexpected_error', message: caught instanceof Error ? caught.message : String(caught), cause: caught });
    return { ok: false, message: error.message, field: firstField(error), error };
  }
}
