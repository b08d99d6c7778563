import Negotiator from 'negotiator';

/**
 * The first of `offered` languages the browser accepts, by its `Accept-Language` q-values (negotiator: `q=0` means
 * "not this one", ties keep the header's order, `fr-CH` accepts `fr`); undefined when it accepts none of them.
 */
export function preferredLanguage<L extends string>(header: string | undefined, offered: readonly L[]): L | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...offered]);
  return offered.find((language) => language.toLowerCase() === best?.toLowerCase());
}
