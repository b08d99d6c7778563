import { z } from 'zod';
import { emailSchema } from './customer.ts';

/** Longest contact message: 5000 characters (our limit; the spec shows none). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Shortest contact message: 10 characters, so a message says something (our limit). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/**
 * POST /web-api/contact-message: the contact form block of spec point 2. Name 1–100 characters, a valid address,
 * the subject from the block's list (optional, at most 120), the message 10–5000 characters; all trimmed.
 */
export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailSchema,
  subject: z.string().trim().max(120, 'Subject is too long').optional(),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, `Message needs at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message is longer than ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
