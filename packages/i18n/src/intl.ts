import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { localeSettings, type Locale } from '@shop/config/markets';
import { catalogues, type MessageId, type Messages } from './messages.ts';



export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface ShopIntl {
  locale: Locale;
  /** Translates a message id; a missing id shows its last segment (spec point 8). */
  t: (id: MessageId | (string & {}), values?: MessageValues) => string;
  formatNumber: IntlShape['formatNumber'];
  formatDate: IntlShape['formatDate'];
}

export type MissingKeyReporter = (details: { id: string; locale: Locale }) => void;

const reportedKeys = new Set<string>();
let reportMissingKey: MissingKeyReporter = ({ id, locale }) => {
  console.warn(`translator: missing message "${id}" for ${locale}`);
};

/** Routes missing-key reports to the app's logger; each key is reported once per process. */
export function setMissingKeyReporter(reporter: MissingKeyReporter): void {
  reportMissingKey = reporter;
}

/** Forgets which keys were reported (tests). */
export function resetMissingKeyReports(): void {
  reportedKeys.clear();
}

/** What a missing message shows: the last segment of its id. */
function lastSegment(id: string): string {
  return id.slice(id.lastIndexOf('.') + 1);
}

const cache = createIntlCache();
const instances = new Map<string, ShopIntl>();

/** An intl object for a locale: messages of its language, numbers and dates in the locale's own format. */
export function createShopIntl(locale: Locale, messages: Messages = catalogues[localeSettings[locale].language]): ShopIntl {
  const cacheKey = messages === catalogues[localeSettings[locale].language] ? locale : undefined;
  const cached = cacheKey && instances.get(cacheKey);
  if (cached) return cached;
  const intl = createIntl(
    {
      locale,
      messages,
      // Missing ids are handled by `t` below; formatjs should stay quiet about them.
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
      },
    },
    cache,
  );
  const shopIntl: ShopIntl = {
    locale,
    t: (id, values) => {
      if (!Object.hasOwn(messages, id)) {
        if (!reportedKeys.has(id)) {
          reportedKeys.add(id);
          reportMissingKey({ id, locale });
        }
        return lastSegment(id);
      }
      return intl.formatMessage({ id }, values as Record<string, string>) as string;
    },
    formatNumber: intl.formatNumber,
    formatDate: intl.formatDate,
  };
  if (cacheKey) instances.set(cacheKey, shopIntl);
  return shopIntl;
}

/** The translated texts of some message ids, for handing to client components. */
export function pickTexts(intl: ShopIntl, ids: readonly MessageId[]): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, intl.t(id)]));
}
