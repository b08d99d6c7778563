import { z } from 'zod';
import { emailSchema } from './customer.ts';

import { formLimits } from './form-limits.ts';

const { contactMessageMin, contactMessageMax, contactSubjectMax, nameMax } = formLimits;

/**
 * POST /web-api/contact-message: the contact form block of spec point 2. Name 1–100 characters, a valid address,
 * the subject from the block's list (optional, at most 120), the message 10–5000 characters; all trimmed.
 */
export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(nameMax, 'Name is too long'),
  email: emailSchema,
  subject: z.string().trim().max(contactSubjectMax, 'Subject is too long').optional(),
  message: z
    .string()
    .trim()
    .min(contactMessageMin, `Message needs at least ${contactMessageMin} characters`)
    .max(contactMessageMax, `Message is longer than ${contactMessageMax} characters`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
