const TAG_MANAGER_ID = /^(?:GTM|G)-[A-Z0-9]+$/;

/** A tag-manager id that does not match `GTM-…` or `G-…`; carries the corrected id when one can be guessed. */
export class InvalidTagManagerIdError extends Error {
  readonly code = 'invalid-tag-manager-id';
  readonly suggestion: string | undefined;

  constructor(id: string, suggestion: string | undefined) {
    super(
      suggestion
        ? `Invalid tag-manager id "${id}". Did you mean "${suggestion}"?`
        : `Invalid tag-manager id "${id}".`,
    );
    this.name = 'InvalidTagManagerIdError';
    this.suggestion = suggestion;
  }
}

export type TagManagerIdResult =
  { valid: true; id: string } | { valid: false; error: InvalidTagManagerIdError };

/**
 * Guesses the id that was meant: upper case, no spaces or stray characters, one dash after the prefix.
 * Ids without a recognisable prefix get none (we would be guessing between a container and a measurement id).
 */
export function suggestTagManagerId(id: string): string | undefined {
  const compact = id.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const prefix = compact.startsWith('GTM') ? 'GTM' : compact.startsWith('G') ? 'G' : undefined;
  if (prefix === undefined) return undefined;
  const body = compact.slice(prefix.length);
  return body === '' ? undefined : `${prefix}-${body}`;
}

/** Validates a tag-manager id (GTM- or G- followed by digits or capitals); an invalid one comes with a suggested fix. */
export function validateTagManagerId(id: string): TagManagerIdResult {
  if (TAG_MANAGER_ID.test(id)) return { valid: true, id };
  return { valid: false, error: new InvalidTagManagerIdError(id, suggestTagManagerId(id)) };
}
