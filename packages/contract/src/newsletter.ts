import { z } from 'zod';
import { emailSchema } from './customer.ts';

/** POST /web-api/newsletter-subscribe: double opt-in; the recaptcha token is required where recaptcha is on. */
export const newsletterSubscribeSchema = z.strictObject({
  email: emailSchema,
  recaptchaToken: z.string().min(1).max(4096).optional(),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** POST /web-api/newsletter-confirm: the token from the opt-in mail. */
export const newsletterConfirmSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid token'),
});
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;
