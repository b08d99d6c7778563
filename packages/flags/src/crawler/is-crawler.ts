import { createIsbotFromList, list } from 'isbot';

// isbot's maintained pattern list (search engines, social previews, SEO tools, uptime checks, HTTP libraries such as
// curl, python-requests and Go-http-client, GoogleOther, meta-externalagent …): none of them may get the flag client
// (spec points 4 and 6), so their impressions never skew an experiment. Headless Chrome and Lighthouse are deliberately
// taken off the list: the end-to-end tests and performance audits must see exactly what visitors get.
const isListedBot = createIsbotFromList(list.filter((pattern) => !/headless/i.test(pattern)));

/** True for a crawler's user agent (and for a missing one, which no real browser sends). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return isListedBot(userAgent);
}

/** Whether this request may start the browser flag client: no crawler, no `disabled` parameter. */
export function shouldStartFlagClient({
  userAgent,
  disabled = false,
}: {
  userAgent: string | null | undefined;
  disabled?: boolean;
}): boolean {
  return !disabled && !isCrawler(userAgent);
}
