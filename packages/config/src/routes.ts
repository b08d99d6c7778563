import { getFeatures, type ChannelFeatures, type ChannelSettings } from './channel-settings.ts';
import { localeSettings, privacyPathByLanguage, type CountryCode, type Language, type Locale } from './markets.ts';

/**
 * Which system answers a route group. In production the designer, cart/checkout, account and orders are other
 * systems under the shop's domain; in the embedded stack the shop apps answer them with stand-ins.
 * - `shop`: a page the shop app renders itself (newsletter confirmation, products, llms.txt);
 * - `content`: a content story (the story's slug is the group's path in that language).
 */
export const routeSystems = ['shop', 'content', 'designer', 'cart', 'account', 'orders'] as const;
export type RouteSystem = (typeof routeSystems)[number];

export type PathsByLanguage = Readonly<Record<Language, string>>;

export interface RouteGroupDefinition {
  system: RouteSystem;
  /** Content path per language: leading slash, no language prefix, no trailing slash. */
  paths: PathsByLanguage;
  /** Channel ids selling this group; absent: every channel. */
  channels?: readonly string[];
  /** Countries selling this group; absent: every country. */
  countries?: readonly CountryCode[];
  /** Only where this channel feature is on in the locale (e.g. `hasApps`). */
  feature?: keyof ChannelFeatures;
  /** Paths per channel where they differ from `paths`. */
  channelPaths?: Readonly<Record<string, Partial<PathsByLanguage>>>;
  /** True when the system also answers paths below the group's path (`/bestellungen/123`). */
  hasSubpaths?: boolean;
  /**
   * Where the shop app renders a group that is not a content story, below `/{locale}/{platform}/{variant}`:
   * default `/shop-route/{id}` (the proxy rewrites the localised path there); a group whose path is the same in every
   * language names its own route folder (`/products`).
   */
  appPath?: string;
}

/** The app-internal folder of the groups the shop apps render (designer, cart, account, orders stand-ins, newsletter). */
export const ROUTE_APP_PREFIX = '/shop-route';

const same = (path: string): PathsByLanguage => ({ de: path, en: path, es: path, fr: path, it: path, nl: path });

/**
 * The localised route groups of spec point 2 and the legal and service pages the footer links to: one row per
 * group, its path in each language and the system answering it. Every link the shops render to one of these
 * targets is built from here (`getRoutePath`, and `buildRouteHref` in `@shop/domain/routing`).
 */
export const routeGroups = {
  // The designer: one base path per product, the same in every language (spec point 2, configurator base paths).
  'configurator-calendar': { system: 'designer', paths: same('/configurator-calendar') },
  'configurator-card': { system: 'designer', paths: same('/configurator-card') },
  'configurator-collage': { system: 'designer', paths: same('/configurator-collage') },
  'configurator-photo-frame': { system: 'designer', paths: same('/configurator-photo-frame') },
  'configurator-photobook': { system: 'designer', paths: same('/configurator-photobook') },
  'configurator-photobox': { system: 'designer', paths: same('/configurator-photobox') },
  'photobook-software': {
    system: 'content',
    feature: 'hasApps',
    paths: { de: '/fotobuch-software', en: '/photo-book-software', es: '/programa-fotolibro', fr: '/logiciel-livre-photo', it: '/programma-fotolibro', nl: '/fotoboek-software' },
  },
  'customer-account': {
    system: 'account',
    hasSubpaths: true,
    paths: { de: '/kundenkonto', en: '/account', es: '/mi-cuenta', fr: '/mon-compte', it: '/il-mio-account', nl: '/mijn-account' },
  },
  logout: {
    system: 'account',
    paths: { de: '/abmelden', en: '/logout', es: '/cerrar-sesion', fr: '/deconnexion', it: '/esci', nl: '/uitloggen' },
  },
  'registration-verification': {
    system: 'account',
    paths: { de: '/registrierung-bestaetigen', en: '/verify-registration', es: '/verificar-registro', fr: '/confirmer-inscription', it: '/conferma-registrazione', nl: '/registratie-bevestigen' },
  },
  orders: {
    system: 'orders',
    hasSubpaths: true,
    paths: { de: '/bestellungen', en: '/orders', es: '/pedidos', fr: '/commandes', it: '/ordini', nl: '/bestellingen' },
  },
  cart: {
    system: 'cart',
    paths: { de: '/warenkorb', en: '/basket', es: '/cesta', fr: '/panier', it: '/carrello', nl: '/winkelmandje' },
  },
  checkout: {
    system: 'cart',
    hasSubpaths: true,
    paths: { de: '/kasse', en: '/checkout', es: '/finalizar-compra', fr: '/validation-commande', it: '/cassa', nl: '/afrekenen' },
  },
  magazine: {
    system: 'content',
    paths: { de: '/magazin', en: '/magazine', es: '/revista', fr: '/magazine', it: '/magazine', nl: '/magazine' },
  },
  service: {
    system: 'content',
    paths: { de: '/service', en: '/help', es: '/ayuda', fr: '/aide', it: '/aiuto', nl: '/klantenservice' },
  },
  recommendation: {
    system: 'content',
    paths: { de: '/weiterempfehlen', en: '/recommend-us', es: '/recomiendanos', fr: '/recommandez-nous', it: '/consigliaci', nl: '/aanbevelen' },
  },
  'photo-prints': {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/fotoabzuege', en: '/photo-prints', es: '/revelado-de-fotos', fr: '/tirages-photos', it: '/stampa-foto', nl: '/fotoafdrukken' },
  },
  // Category pages of spec point 2 (content stories); where the spec names no path for a language the slug is ours.
  'photo-box': {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/bilderbox', en: '/photo-box', es: '/caja-de-foto', fr: '/box-photos', it: '/scatola-con-foto', nl: '/fotobox' },
  },
  'photo-calendars': {
    system: 'content',
    paths: { de: '/fotokalender', en: '/photo-calendars', es: '/calendario-personalizado', fr: '/calendrier-photo', it: '/calendario-personalizzato', nl: '/fotokalender' },
  },
  'canvas-prints': {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/leinwanddruck', en: '/canvas-prints', es: '/impresion-sobre-lienzo', fr: '/impression-sur-toile', it: '/stampa-su-tela', nl: '/afdruk-op-canvas' },
  },
  'wall-art': {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/wandbilder', en: '/wall-art', es: '/cuadros-personalizados', fr: '/deco-murale', it: '/stampe-da-parete', nl: '/wanddecoratie' },
  },
  'shipping-costs': {
    system: 'content',
    paths: { de: '/versandkosten', en: '/shipping-costs', es: '/gastos-de-envio', fr: '/frais-de-livraison', it: '/costi-di-spedizione', nl: '/verzendkosten' },
  },
  'payment-methods': {
    system: 'content',
    paths: { de: '/zahlungsarten', en: '/payment-methods', es: '/formas-de-pago', fr: '/moyens-de-paiement', it: '/metodi-di-pagamento', nl: '/betaalmethoden' },
  },
  reviews: {
    system: 'content',
    paths: { de: '/bewertungen', en: '/reviews', es: '/opiniones', fr: '/avis-clients', it: '/recensioni', nl: '/beoordelingen' },
  },
  'my-picture': {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/mein-bild', en: '/my-picture', es: '/mi-foto', fr: '/ma-photo', it: '/la-mia-foto', nl: '/mijn-foto' },
  },
  motifs: {
    system: 'content',
    channels: ['wallart'],
    paths: { de: '/motive', en: '/motifs', es: '/motivos', fr: '/motifs', it: '/motivi', nl: '/motieven' },
  },
  'corporate-customers': {
    system: 'content',
    paths: { de: '/geschaeftskunden', en: '/business', es: '/empresas', fr: '/entreprises', it: '/aziende', nl: '/zakelijk' },
  },
  'white-label-service': {
    system: 'content',
    paths: { de: '/white-label-service', en: '/white-label-service', es: '/servicio-marca-blanca', fr: '/service-marque-blanche', it: '/servizio-white-label', nl: '/white-label-service' },
  },
  'disney-shop': { system: 'content', paths: same('/disney') },
  terms: {
    system: 'content',
    paths: { de: '/agb', en: '/terms', es: '/condiciones', fr: '/cgv', it: '/condizioni', nl: '/algemene-voorwaarden' },
  },
  imprint: {
    system: 'content',
    paths: { de: '/impressum', en: '/legal-notice', es: '/aviso-legal', fr: '/mentions-legales', it: '/note-legali', nl: '/colofon' },
  },
  'about-us': {
    system: 'content',
    paths: { de: '/ueber-uns', en: '/about-us', es: '/quienes-somos', fr: '/qui-sommes-nous', it: '/chi-siamo', nl: '/over-ons' },
  },
  privacy: {
    system: 'content',
    paths: privacyPathByLanguage,
  },
  newsletter: {
    system: 'shop',
    paths: { de: '/newsletter', en: '/newsletter', es: '/boletin', fr: '/lettre-d-information', it: '/newsletter', nl: '/nieuwsbrief' },
  },
  'password-reset': { system: 'shop', paths: same('/password-reset'), appPath: '/password-reset' },
  products: { system: 'shop', hasSubpaths: true, paths: same('/products'), appPath: '/products' },
  'llms-txt': { system: 'shop', paths: same('/llms.txt'), appPath: '/llms.txt' },
} as const satisfies Readonly<Record<string, RouteGroupDefinition>>;

export type RouteGroupId = keyof typeof routeGroups;
export const routeGroupIds = Object.keys(routeGroups) as RouteGroupId[];

/** The definition of a group, typed as the general shape (the table itself is `as const`). */
export function getRouteGroup(id: RouteGroupId): RouteGroupDefinition {
  return routeGroups[id];
}

/** True when the channel sells the group in the locale (channel, country and feature conditions). */
export function hasRoute(settings: ChannelSettings, locale: Locale, id: RouteGroupId): boolean {
  const group = getRouteGroup(id);
  if (group.channels && !group.channels.includes(settings.id)) return false;
  if (group.countries && !group.countries.includes(localeSettings[locale].country)) return false;
  if (group.feature && getFeatures(settings, locale)[group.feature] !== true) return false;
  return true;
}

/**
 * The content path of a group in a locale (no language prefix, no trailing slash), or null where the channel does
 * not sell it. `buildRouteHref` in `@shop/domain/routing` turns it into the public path.
 */
export function getRoutePath(settings: ChannelSettings, locale: Locale, id: RouteGroupId): string | null {
  if (!hasRoute(settings, locale, id)) return null;
  const group = getRouteGroup(id);
  const language = localeSettings[locale].language;
  return group.channelPaths?.[settings.id]?.[language] ?? group.paths[language];
}

export interface RouteMatch {
  id: RouteGroupId;
  system: RouteSystem;
  /** The group's own path in the locale. */
  base: string;
  /** What follows the group's path (`/123` below `/bestellungen`), `''` for the group's path itself. */
  rest: string;
}

type RouteTableEntry = { id: RouteGroupId; system: RouteSystem; base: string; hasSubpaths: boolean };

/** The groups a channel sells in a locale with their paths, in table order: the proxy asks on every request. */
const routeTables = new WeakMap<ChannelSettings, Map<Locale, readonly RouteTableEntry[]>>();
function routeTable(settings: ChannelSettings, locale: Locale): readonly RouteTableEntry[] {
  let byLocale = routeTables.get(settings);
  if (!byLocale) routeTables.set(settings, (byLocale = new Map()));
  let table = byLocale.get(locale);
  if (!table) {
    table = routeGroupIds.flatMap((id) => {
      const base = getRoutePath(settings, locale, id);
      const group = getRouteGroup(id);
      return base === null ? [] : [{ id, system: group.system, base, hasSubpaths: group.hasSubpaths === true }];
    });
    byLocale.set(locale, table);
  }
  return table;
}

/** The group a content path belongs to in a locale, if any: exact match, or below it for groups with subpaths. */
export function findRouteGroup(settings: ChannelSettings, locale: Locale, path: string): RouteMatch | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const { id, system, base, hasSubpaths } of routeTable(settings, locale)) {
    if (bare === base) return { id, system, base, rest: '' };
    if (hasSubpaths && bare.startsWith(`${base}/`)) return { id, system, base, rest: bare.slice(base.length) };
  }
  return undefined;
}

/** The app-internal path rendering a group's page (null for content stories, which the catch-all page renders). */
export function getRouteAppPath(id: RouteGroupId): string | null {
  const group = getRouteGroup(id);
  if (group.system === 'content') return null;
  return group.appPath ?? `${ROUTE_APP_PREFIX}/${id}`;
}
