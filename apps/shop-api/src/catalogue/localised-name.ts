/** A name in the request locale's language (`fr-CH` → fr); German, then the fallback, when the table has none. */
export function pickName(names: Partial<Record<string, string>> | null | undefined, locale: string, fallback: string): string {
  return names?.[locale.slice(0, 2)] ?? names?.de ?? fallback;
}
