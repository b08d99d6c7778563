/** The logged event names of spec point 8, plus `missing-translation-key` (the spec logs it but names no event). */
export const logEvents = [
  'login-error',
  'password-reset-error',
  'sign-up-error',
  'overview-container-load-failed',
  'google-not-loaded',
  'google-button-not-found',
  'google-auth-callback-failed',
  'storyblok-page-not-found',
  'contact-form-person-not-found',
  'richtext-render-error',
  'nuxt-bootstrap',
  'nuxt-error-page-encountered',
  'asset-load-on-slug',
  'error-add-voucher',
  'error-add-accessory',
  'error-no-materials-for-frame-type',
  'error-no-default-option-for-material-type',
  'hybrid-parse-error',
  'translator-parse-error',
  'empty-hybrid-layout',
  'cms-page-not-found',
  'hybrid-ssr-error',
  'newsletter-no-recaptcha-token',
  'newsletter-recaptcha-error',
  'countdown-date-in-past',
  'teaser-hero-image-failed-to-load',
  'teaser-hero-video-failed-to-load',
  'missing-translation-key',
] as const;
export type LogEvent = (typeof logEvents)[number];

export function isLogEvent(value: string): value is LogEvent {
  return (logEvents as readonly string[]).includes(value);
}
