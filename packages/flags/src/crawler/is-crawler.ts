// Search engines, social previews, SEO tools and uptime checks: none of them may get the flag
// client (spec points 4 and 6), so their impressions never skew an experiment. Headless Chrome and
// Lighthouse are deliberately not listed: the end-to-end tests and performance audits must see
// exactly what visitors get.
const crawlerPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|bingpreview|yandex|baiduspider|duckduckgo|sogou|exabot|ia_archiver|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|chatgpt-user|claudebot|perplexity|applebot|pingdom|uptimerobot|statuscake|prerender/i;

/** True for a crawler's user agent (and for a missing one, which no real browser sends). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return crawlerPattern.test(userAgent);
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
