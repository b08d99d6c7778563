import { channels } from '@shop/config/channels';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { channelDemoData } from './demo-data.ts';

// A channel as `pnpm new-channel fotowelt --from kartenliebe` makes it: kartenliebe's settings under a new id.
const fotowelt = { ...kartenliebe, id: 'fotowelt', name: 'Fotowelt' };

describe('channelDemoData: demo data by lead product family, never by channel name', () => {
  it('gives the channels of the table their documented demo accounts, campaign and voucher', () => {
    const demo = channelDemoData(Object.values(channels));
    expect(demo.map(({ channel, customers, campaigns, vouchers }) => [channel, customers.map((c) => c.email), campaigns.map((c) => c.code), vouchers.map((v) => v.code)])).toEqual([
      ['kartenliebe', ['anna@example.com', 'white@example.com'], ['wedding-season'], ['CARDS5']],
      ['wallart', ['leon@example.com', 'agency@example.com'], ['canvas-weeks'], []],
    ]);
  });

  it('gives a new channel of the same lead family its own tagged accounts, campaign and voucher, unique beside the others', () => {
    const demo = channelDemoData([kartenliebe, wallart, fotowelt]);
    const created = demo[2];
    expect(created?.channel).toBe('fotowelt');
    expect(created?.customers.map((c) => [c.email, c.number])).toEqual([
      ['anna+fotowelt@example.com', 101001],
      ['white+fotowelt@example.com', 101002],
    ]);
    expect(created?.campaigns.map((c) => c.code)).toEqual(['wedding-season-fotowelt']);
    expect(created?.vouchers.map((v) => v.code)).toEqual(['CARDS5-FOTOWELT']);
    const all = demo.flatMap((entry) => entry.customers);
    expect(new Set(all.map((c) => c.email)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.number)).size).toBe(all.length);
  });

  it('falls back to the first family of the channel that has a demo set, and to none', () => {
    const posters = { ...wallart, id: 'posters', products: ['photobook', 'photoframe'] };
    expect(channelDemoData([posters])[0]?.customers.map((c) => c.email)).toEqual(['leon@example.com', 'agency@example.com']);
    expect(channelDemoData([{ ...wallart, id: 'books', products: ['photobook'] }])[0]).toEqual({ channel: 'books', customers: [], campaigns: [], vouchers: [] });
  });
});
