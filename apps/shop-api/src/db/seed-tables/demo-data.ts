import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';

/*
 * The seed's demo data (local only): customers with carts, campaigns and vouchers. Nothing here names a channel: a
 * channel gets the demo set of its lead product family (the first of its settings' `products`), so a channel made by
 * `pnpm new-channel` has demo customers, a campaign and a voucher of its own without an edit here. The first channel
 * of a lead family (in the channel table's order) gets the set as written; a later one gets it tagged with its id
 * (`anna+fotowelt@example.com`, `wedding-season-fotowelt`, `CARDS5-FOTOWELT`, customer number + 1000 per channel
 * before it), because codes, addresses and numbers are unique.
 */

const window2026to2027 = { from: new Date('2026-01-01T00:00:00Z'), until: new Date('2027-12-31T23:59:59Z') };

export interface DemoCustomer {
  number: number;
  email: string;
  /** Local-only demo password (apps/shop-api/README.md lists them). */
  password: string;
  firstName: string;
  lastName: string;
  isWhitelabel: boolean;
  /** 0 private, 1 agency, 2 white-label reseller. */
  type: 0 | 1 | 2;
  locale: Locale;
  /** Articles in the customer's open cart: sku and quantity. */
  cart: readonly (readonly [sku: string, quantity: number])[];
  /** The open cart is a white-label order. */
  whitelabelOrder?: boolean;
  /** A placed white-label order beside the cart (past orders exist). */
  placedWhitelabelOrder?: boolean;
}

export interface DemoCampaign {
  code: string;
  name: string;
  family: string | null;
  productKey: string | null;
  discountBasisPoints: number;
  startsAt: Date;
  endsAt: Date;
}

export interface DemoVoucher {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  minOrderMinor: number;
  validFrom: Date;
  validUntil: Date;
}

interface DemoSet {
  customers: readonly DemoCustomer[];
  campaigns: readonly DemoCampaign[];
  vouchers: readonly DemoVoucher[];
}

/** Demo sets by lead product family. */
const demoSets: Readonly<Record<string, DemoSet>> = {
  card: {
    customers: [
      {
        number: 100001,
        email: 'anna@example.com',
        password: 'anna-demo-password',
        firstName: 'Anna',
        lastName: 'Schmidt',
        isWhitelabel: false,
        type: 0,
        locale: 'de-DE',
        cart: [
          ['envelope-standard', 20],
          ['card-standard-a6-hoch', 20],
        ],
      },
      {
        number: 100002,
        email: 'white@example.com',
        password: 'white-demo-password',
        firstName: 'Wilma',
        lastName: 'Weiss',
        isWhitelabel: true,
        type: 2,
        locale: 'de-DE',
        cart: [['card-premium-145-145', 50]],
        whitelabelOrder: true,
        placedWhitelabelOrder: true,
      },
    ],
    campaigns: [
      {
        code: 'wedding-season',
        name: 'Wedding season',
        family: 'card',
        productKey: null,
        discountBasisPoints: 1500,
        startsAt: window2026to2027.from,
        endsAt: window2026to2027.until,
      },
    ],
    vouchers: [
      {
        code: 'CARDS5',
        kind: 'amount',
        value: 500,
        currency: 'EUR',
        minOrderMinor: 3000,
        validFrom: window2026to2027.from,
        validUntil: window2026to2027.until,
      },
    ],
  },
  photoframe: {
    customers: [
      {
        number: 100003,
        email: 'leon@example.com',
        password: 'leon-demo-password',
        firstName: 'Léon',
        lastName: 'Dubois',
        isWhitelabel: false,
        type: 0,
        locale: 'fr-CH',
        cart: [
          ['wall-leinwand-600x400', 1],
          ['wall-poster-300x200', 2],
          ['wall-acrylglas-800x600', 1],
        ],
      },
      {
        number: 100004,
        email: 'agency@example.com',
        password: 'agency-demo-password',
        firstName: 'Ada',
        lastName: 'Agency',
        isWhitelabel: true,
        type: 1,
        locale: 'en-GB',
        cart: [],
        whitelabelOrder: false,
      },
    ],
    campaigns: [
      {
        code: 'canvas-weeks',
        name: 'Canvas weeks',
        family: 'photoframe',
        productKey: 'leinwand',
        discountBasisPoints: 2000,
        startsAt: window2026to2027.from,
        endsAt: window2026to2027.until,
      },
    ],
    vouchers: [],
  },
};

/** Campaigns of every channel (channel null). */
export const sharedCampaigns: readonly DemoCampaign[] = [
  {
    code: 'calendar-early-bird',
    name: 'Calendar early bird',
    family: 'calendar',
    productKey: null,
    discountBasisPoints: 1000,
    startsAt: new Date('2026-09-01T00:00:00Z'),
    endsAt: new Date('2026-10-31T23:59:59Z'),
  },
];

/** Vouchers of every channel (channel null). */
export const sharedVouchers: readonly DemoVoucher[] = [
  { code: 'WELCOME10', kind: 'percent', value: 1000, currency: null, minOrderMinor: 0, validFrom: window2026to2027.from, validUntil: window2026to2027.until },
  {
    code: 'EXPIRED2025',
    kind: 'percent',
    value: 2000,
    currency: null,
    minOrderMinor: 0,
    validFrom: new Date('2025-01-01T00:00:00Z'),
    validUntil: new Date('2025-12-31T23:59:59Z'),
  },
];

/** Gift vouchers: redeemable in every channel of their currency. */
export const giftVoucherSeeds = [
  { code: 'GIFT-2026-ANNA', currency: 'EUR', initialMinor: 5000, balanceMinor: 3250, validUntil: new Date('2029-12-31T23:59:59Z') },
  { code: 'GIFT-2026-CHF', currency: 'CHF', initialMinor: 10000, balanceMinor: 10000, validUntil: new Date('2029-12-31T23:59:59Z') },
  { code: 'GIFT-2023-OLD', currency: 'EUR', initialMinor: 2500, balanceMinor: 2500, validUntil: new Date('2025-12-31T23:59:59Z') },
] as const;

/** The demo set of a channel: the set of its lead family, else of the first of its families that has one. */
function demoSetOf(settings: ChannelSettings): { family: string; set: DemoSet } | undefined {
  const family = settings.products.find((candidate) => Object.hasOwn(demoSets, candidate));
  const set = family === undefined ? undefined : demoSets[family];
  return family === undefined || set === undefined ? undefined : { family, set };
}

export interface ChannelDemoData {
  channel: string;
  customers: DemoCustomer[];
  campaigns: DemoCampaign[];
  vouchers: DemoVoucher[];
}

/** The demo data of every channel, in the channel table's order (see the note at the top for the tagging). */
export function channelDemoData(settingsList: readonly ChannelSettings[]): ChannelDemoData[] {
  const seen = new Map<string, number>();
  return settingsList.map((settings) => {
    const found = demoSetOf(settings);
    if (!found) return { channel: settings.id, customers: [], campaigns: [], vouchers: [] };
    const occurrence = seen.get(found.family) ?? 0;
    seen.set(found.family, occurrence + 1);
    const tag = occurrence === 0 ? undefined : settings.id;
    return {
      channel: settings.id,
      customers: found.set.customers.map((customer) => ({
        ...customer,
        number: customer.number + occurrence * 1000,
        email: tag ? customer.email.replace('@', `+${tag}@`) : customer.email,
      })),
      campaigns: found.set.campaigns.map((campaign) => ({ ...campaign, code: tag ? `${campaign.code}-${tag}` : campaign.code })),
      vouchers: found.set.vouchers.map((voucher) => ({ ...voucher, code: tag ? `${voucher.code}-${tag.toUpperCase()}` : voucher.code })),
    };
  });
}
