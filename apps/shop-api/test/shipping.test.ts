import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingInformationResponseSchema } from '@shop/contract/shipping';
import { createClock, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: createClock('2026-11-23T08:00:00Z') });
});
afterAll(() => server.close());

const shipping = async (now: string, channel = 'kartenliebe-DE', locale = 'de-DE') => {
  server.clock.set(now);
  const response = await server.request('/web-api/shipping-information', {
    headers: { 'x-channel': channel, 'x-locale': locale },
  });
  expect(response.status).toBe(200);
  return shippingInformationResponseSchema.parse(await response.json()).payload;
};

describe('shipping-information cut-offs (DE: window 06:00, safety 12:00, cut-off 14:00, express 16:00, Saturday 11:00, Berlin time)', () => {
  it.each([
    [
      'Monday 09:00: today’s window',
      '2026-11-23T08:00:00Z',
      {
        lodStart: '2026-11-23T05:00:00.000Z',
        safetyLodEnd: '2026-11-23T11:00:00.000Z',
        lodEnd: '2026-11-23T13:00:00.000Z',
        expressLodEnd: '2026-11-23T15:00:00.000Z',
        saturdayLodEnd: '2026-11-28T10:00:00.000Z',
        dispatchDate: '2026-11-23',
        deliveryDate: '2026-11-25',
        expressDeliveryDate: '2026-11-24',
      },
    ],
    [
      'Monday 13:00: safety passed, cut-off ahead',
      '2026-11-23T12:00:00Z',
      { safetyLodEnd: '2026-11-23T11:00:00.000Z', lodEnd: '2026-11-23T13:00:00.000Z' },
    ],
    [
      'Monday 15:00: next dispatch Tuesday, express still today',
      '2026-11-23T14:00:00Z',
      {
        lodStart: '2026-11-24T05:00:00.000Z',
        lodEnd: '2026-11-24T13:00:00.000Z',
        expressLodEnd: '2026-11-23T15:00:00.000Z',
        dispatchDate: '2026-11-24',
      },
    ],
    [
      'Friday 17:00: dispatch Monday, Saturday cut-off tomorrow',
      '2026-11-27T16:00:00Z',
      {
        lodEnd: '2026-11-30T13:00:00.000Z',
        expressLodEnd: '2026-11-30T15:00:00.000Z',
        saturdayLodEnd: '2026-11-28T10:00:00.000Z',
        deliveryDate: '2026-12-02',
      },
    ],
    [
      'Saturday 09:00: Saturday cut-off today',
      '2026-11-21T08:00:00Z',
      { lodEnd: '2026-11-23T13:00:00.000Z', saturdayLodEnd: '2026-11-21T10:00:00.000Z' },
    ],
    [
      'summer time: cut-off at 12:00 UTC',
      '2026-07-06T07:00:00Z',
      { lodEnd: '2026-07-06T12:00:00.000Z', lodStart: '2026-07-06T04:00:00.000Z' },
    ],
  ])('%s', async (_name, now, expected) => {
    expect(await shipping(now)).toMatchObject(expected);
  });

  it('answers per country: CH in francs without Saturday, US without express', async () => {
    expect(await shipping('2026-11-23T08:00:00Z', 'wallart-CH', 'it-CH')).toMatchObject({
      currency: 'CHF',
      shippingMinor: 990,
      saturdayLodEnd: null,
      expressLodEnd: '2026-11-23T15:00:00.000Z',
      timeZone: 'Europe/Zurich',
    });
    expect(await shipping('2026-11-23T08:00:00Z', 'wallart-US', 'en-US')).toMatchObject({
      currency: 'USD',
      expressLodEnd: null,
      lodEnd: '2026-11-23T17:00:00.000Z',
      freeShippingFromMinor: null,
    });
  });

  it.each([['?country=CH'], ['?now=2020-01-01']])('rejects query %s', async (query) => {
    expect((await server.request(`/web-api/shipping-information${query}`)).status).toBe(400);
  });
});
