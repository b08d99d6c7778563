/**
 * Field lengths of the shop's forms (the spec shows none: the project's choice). One table without zod, so a form in
 * the browser can set `maxLength` from the very numbers the shop API's schemas check, without shipping the schemas.
 */
export const formLimits = {
  /** RFC 5321's longest address. */
  emailMax: 254,
  passwordMin: 8,
  /** Long enough for any passphrase, short enough that hashing stays cheap. */
  passwordMax: 128,
  nameMax: 100,
  contactSubjectMax: 120,
  /** A contact message says something: at least 10 characters, at most 5000. */
  contactMessageMin: 10,
  contactMessageMax: 5000,
} as const;
