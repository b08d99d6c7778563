/** Query parameter of the reset mail's link that carries the token. */
export const RESET_TOKEN_PARAMETER = 'token';

/**
 * The reset token of a URL's query string, or null. Its own module, so the shell reads the token without loading the
 * confirm dialog with the page.
 */
export function readResetToken(search: string): string | null {
  const token = new URLSearchParams(search).get(RESET_TOKEN_PARAMETER);
  return token && token.trim() !== '' ? token : null;
}
