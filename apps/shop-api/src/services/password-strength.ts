import zxcvbnCore from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { localeSettings, type Locale } from '@shop/config/markets';
import { catalogues } from '@shop/i18n/messages';
import { ApiError } from '../http/errors.ts';

/**
 * The shop's minimum password strength, checked by the shop API (never in the browser: zxcvbn's dictionaries are
 * about 1 MB and stay out of the shops' JavaScript). The contract already asks for 8–128 characters; on top of that,
 * zxcvbn must rate the password at least "somewhat guessable" (score 2: more than 10^6 guesses, OWASP's protection
 * against online guessing), so the common-password list (`aaaaaaaa`, `password1`, `Sommer2024`, `letmein123`),
 * keyboard walks, repeats and the person's own name or address are refused.
 */
export const MIN_PASSWORD_SCORE = 2;

const estimator = new zxcvbnCore.ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export interface PasswordStrength {
  acceptable: boolean;
  /** zxcvbn's score 0–4. */
  score: number;
}

/** `personal`: what the person told us (name, e-mail address): a password made of it is easy to guess for others too. */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  // Each value, its parts (the e-mail's local part, a double name) and any two run together ("gretagruber").
  const parts = personal.flatMap((value) => value.toLowerCase().split(/[@.\s_+-]+/)).filter((part) => part.length >= 3);
  const pairs = parts.flatMap((first) => parts.filter((second) => second !== first).map((second) => first + second));
  const inputs = [...new Set([...personal.map((value) => value.toLowerCase()), ...parts, ...pairs])];
  const { score } = estimator.check(password, inputs);
  return { acceptable: score >= MIN_PASSWORD_SCORE, score };
}

/** 400 `weak_password` on the `password`-like field, in the language of the request's locale (the forms show it). */
export function weakPasswordError(locale: Locale, field: string): ApiError {
  const message = catalogues[localeSettings[locale].language]['security.password.weak'] ?? catalogues.en['security.password.weak'] ?? 'Password too weak';
  return new ApiError({ status: 400, code: 'weak_password', message, field, fields: { [field]: message } });
}

/** Refuses a password below the minimum strength (see `MIN_PASSWORD_SCORE`). */
export function requireStrongPassword(options: { password: string; personal?: readonly string[]; locale: Locale; field: string }): void {
  if (!passwordStrength(options.password, options.personal).acceptable) throw weakPasswordError(options.locale, options.field);
}
