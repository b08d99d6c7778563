import { createIsbotFromList, list } from 'isbot';

// isbot's maintained pattern list (search engines, social previews, SEO tools, uptime checks, HTTP libraries such as
// curl, python-requests and Go-http-client, GoogleOther, meta-externalagent …): none of them may get the flag client
// (spec points 4 and 6), so their impressions never skew an experiment. Headless Chrome and Lighthouse are deliberately
// taken off the list: the end-to-end tests and performance audits must see exactly what visitors get.
const isListedBot = createIsbotFromList(list.filter((pattern) => !/headless/i.test(pattern)));

/** Recent answers by user agent: a few browser versions send most requests, and the pattern list is long. */
const recentAnswers = new Map<string, boolean>();
const RECENT_ANSWERS_LIMIT = 1_000;

/** True for a crawler's user agent (and for a missing one, which no real browser sends). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  const known = recentAnswers.get(userAgent);
  if (known !== undefined) return known;
  const answer = isListedBot(userAgent);
  if (recentAnswers.size >= RECENT_ANSWERS_LIMIT) recentAnswers.delete(recentAnswers.keys().next().value as string);
  recentAnswers.set(userAgent, answer);
  return answer;
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
