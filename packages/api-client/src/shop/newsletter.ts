import type { z } from 'zod';
import { messageResponseSchema } from '@shop/contract/customer';
import { newsletterConfirmSchema, newsletterSubscribeSchema } from '@shop/contract/newsletter';
import { ShopApiError, ShopError } from './errors.ts';
import { shopRequest, type ShopClient } from './request.ts';

export type NewsletterResult =
  { ok: true; message: string } | { ok: false; message: string; error: ShopError };

const asShopError = (error: unknown) =>
  error instanceof ShopError
    ? error
    : new ShopError({
        code: 'unexpected_error',
        message: error instanceof Error ? error.message : String(error),
        cause: error,
      });

/** POST /web-api/newsletter-subscribe (double opt-in); recaptcha failures logged with the spec's event names. */
export async function subscribeNewsletter(
  client: ShopClient,
  form: z.input<typeof newsletterSubscribeSchema>,
): Promise<NewsletterResult> {
  try {
    const { message } = await shopRequest(client, {
      method: 'POST',
      path: '/web-api/newsletter-subscribe',
      body: form,
      bodySchema: newsletterSubscribeSchema,
      response: messageResponseSchema,
    });
    return { ok: true, message };
  } catch (caught) {
    const error = asShopError(caught);
    if (error instanceof ShopApiError && error.code === 'recaptcha_required')
      client.logger.warn('newsletter-no-recaptcha-token', { code: error.code });
    else if (
      error instanceof ShopApiError &&
      (error.code === 'recaptcha_failed' || error.code === 'recaptcha_unavailable')
    )
      client.logger.error('newsletter-recaptcha-error', { code: error.code, status: error.status });
    return { ok: false, message: error.message, error };
  }
}

/** POST /web-api/newsletter-confirm with the token of the opt-in mail. */
export async function confirmNewsletter(
  client: ShopClient,
  form: z.input<typeof newsletterConfirmSchema>,
): Promise<NewsletterResult> {
  try {
    const { message } = await shopRequest(client, {
      method: 'POST',
      path: '/web-api/newsletter-confirm',
      body: form,
      bodySchema: newsletterConfirmSchema,
      response: messageResponseSchema,
    });
    return { ok: true, message };
  } catch (caught) {
    const error = asShopError(caught);
    return { ok: false, message: error.message, error };
  }
}
