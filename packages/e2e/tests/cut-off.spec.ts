import { selectCutOffMessage, type DeliveryCutOffDates } from '@shop/domain/delivery/cut-off-message';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { channelOf, countryUrl, e2eContentEnv, getAs, slash, type Channel } from './stack.ts';

// Issue 18: the delivery cut-off message is right at every moment, however long the page sat in a cache: the server
// writes the text of every period ahead, the browser shows the period of its own clock.

const kindAt = (dates: DeliveryCutOffDates, time: number) => {
  const message = selectCutOffMessage({ dates, now: new Date(time) });
  return message?.kind ?? 'none';
};

/**
 * The cut-offs the page will be rendered with: the cached page is expired first (the revalidation route), so it is
 * rendered again from the schedule as it is now, then the browser reads the same schedule through the shop's forward.
 */
async function freshSchedule(request: APIRequestContext, channel: Channel): Promise<DeliveryCutOffDates> {
  const revalidated = await request.post(countryUrl(channel, null, '/api/revalidate'), {
    headers: { authorization: `Bearer ${e2eContentEnv.REVALIDATE_SECRET}` },
    data: { slug: `${channel}/collage`, locales: ['de-DE'] },
  });
  expect(revalidated.status()).toBe(200);
  const shipping = await getAs(request, countryUrl(channel, null, '/shop-api/web-api/shipping-information'));
  expect(shipping.status()).toBe(200);
  return ((await shipping.json()) as { payload: DeliveryCutOffDates }).payload;
}

/** The next moment the rule's message changes kind: the first date ahead at which it does (a cut-off passing). */
function nextChange(dates: DeliveryCutOffDates, now: number): number | undefined {
  return [dates.lodStart, dates.safetyLodEnd, dates.lodEnd, dates.expressLodEnd, dates.saturdayLodEnd]
    .map((date) => (date ? new Date(date).getTime() : Number.NaN))
    .filter((time) => time > now)
    .sort((a, b) => a - b)
    .find((time) => kindAt(dates, time - 1) !== kindAt(dates, time));
}

// Both tests expire the same cached page: one at a time.
test.describe.configure({ mode: 'serial' });

test('a page read just after a cut-off shows the next message, whatever the server rendered before it', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const path = slash(channel, '/collage');
  const dates = await freshSchedule(request, channel);
  const cutOff = nextChange(dates, Date.now());
  if (cutOff === undefined) throw new Error(`no cut-off ahead in ${JSON.stringify(dates)}`);

  // The server HTML carries the message (no JavaScript needed) and every later text.
  const html = await (await getAs(request, countryUrl(channel, null, path))).text();
  expect(html).toMatch(/class="delivery-cut-off" data-kind="[a-z-]+" role="status"/);

  for (const [offset, label] of [[-1, '1 ms before the cut-off'], [0, 'at the cut-off'], [60_000, 'a minute after it']] as const) {
    const time = cutOff + offset;
    await page.clock.setFixedTime(new Date(time));
    await page.goto(path);
    await expect(page.locator('.delivery-cut-off').first(), label).toHaveAttribute('data-kind', kindAt(dates, time));
  }
  expect(kindAt(dates, cutOff - 1)).not.toBe(kindAt(dates, cutOff));
});

test('an open page switches its message when the cut-off passes', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const dates = await freshSchedule(request, channel);
  const cutOff = nextChange(dates, Date.now());
  if (cutOff === undefined) throw new Error(`no cut-off ahead in ${JSON.stringify(dates)}`);
  await page.clock.install({ time: new Date(cutOff - 5_000) });
  await page.goto(slash(channel, '/collage'));
  const message = page.locator('.delivery-cut-off').first();
  await expect(message).toHaveAttribute('data-kind', kindAt(dates, cutOff - 5_000));
  await page.clock.runFor(5_000);
  await expect(message).toHaveAttribute('data-kind', kindAt(dates, cutOff));
  expect(kindAt(dates, cutOff)).not.toBe(kindAt(dates, cutOff - 5_000));
});
