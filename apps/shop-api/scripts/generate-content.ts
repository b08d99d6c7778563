/**
 * Writes the seeded content space: content/<channel>/<language>/<slug>.json for both channels in the six
 * languages, plus content/releases.json. Deterministic (uuids and ids are derived from the story's place), so a
 * re-run only changes what the copy or the structure here changes. Run with
 * `node apps/shop-api/scripts/generate-content.ts`; the JSON files are the editable content space and are committed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales, localeSettings } from '@shop/config/markets';
import {
  accessoryTexts,
  cardTexts,
  draftHeadlines,
  hotlineTel,
  langs,
  materialTexts,
  pages,
  releaseHeadlines,
  routePaths,
  slugs,
  themeNames,
  themeOccasion,
  themeSlugs,
  themeTexts,
  wallArtItems,
  words,
  type Lang,
} from './generate-content-copy.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../../content');

type Channel = 'kartenliebe' | 'wallart';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Blok = { _uid: string; component: string; [key: string]: Json };

const CREATED_AT = '2026-01-12T09:00:00.000Z';
const PUBLISHED_AT = '2026-11-02T08:30:00.000Z';
export const RELEASE_ID = 1;

function hash(input: string): string {
  return createHash('sha1').update(input).digest('hex');
}

/** A name-based uuid (version 5 layout) for a story's place in the space. */
function uuidFor(key: string): string {
  const h = hash(key);
  const variant = ((parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function idFor(key: string): number {
  return (parseInt(hash(`id:${key}`).slice(0, 8), 16) % 900_000_000) + 100_000_000;
}

function storyKey(channel: Channel, lang: Lang, slug: string): string {
  return `${channel}/${lang}/${slug}`;
}

/** Blok `_uid`s numbered per story so re-runs keep them. */
function uidFactory(key: string): () => string {
  let counter = 0;
  return () => uuidFor(`${key}#${counter++}`);
}

function storyLink(channel: Channel, lang: Lang, slug: string): Blok[keyof Blok] {
  return {
    fieldtype: 'multilink',
    linktype: 'story',
    id: uuidFor(storyKey(channel, lang, slug)),
    url: '',
    cached_url: `${channel}/${slug}`,
  };
}

function urlLink(url: string): Json {
  return { fieldtype: 'multilink', linktype: 'url', id: '', url, cached_url: url };
}

function asset(file: string, alt: string): Json {
  return {
    fieldtype: 'asset',
    id: idFor(`asset:${file}`),
    filename: `/images/${file}`,
    alt,
    title: alt,
    name: '',
    focus: '',
    copyright: '© print shop',
  };
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const wallMaterialKeys = [
  'poster',
  'leinwand',
  'acrylglas',
  'aludibond',
  'gerahmt',
  'hahnemuehle',
  'forexplatte',
  'gallerybond',
  'echtglas',
  'fototapete',
  'klebefolie',
  'backlitfolie',
  'pvcplane',
] as const;

/** A wall-art material's page below the wall-art category; canvas has its own category page. */
function materialSlug(lang: Lang, material: string): string {
  if (material === 'leinwand') return slugs.canvas[lang];
  return `${slugs.wallart[lang]}/${slugify(wallArtItems[lang][material] as string)}`;
}

function materialLink(channel: Channel, lang: Lang, material: string): Json {
  return storyLink(channel, lang, materialSlug(lang, material));
}

function comparisonSlug(lang: Lang): string {
  return slugify(wallArtItems[lang].compare as string);
}

/** Card sub-categories of the kartenliebe navigation: their label, occasion and category for the overview. */
const cardCategories: Record<
  string,
  {
    label: (w: Record<string, string>) => string;
    occasion: string | null;
    category: string;
    accessory?: string;
  }
> = {
  invitations: {
    label: (w) => `${w.weddingCards} ${w.invitations}`,
    occasion: 'hochzeit',
    category: 'einladungskarten',
  },
  saveTheDate: { label: (w) => w.saveTheDate as string, occasion: 'hochzeit', category: 'save-the-date' },
  thankYou: { label: (w) => w.thankYou as string, occasion: 'hochzeit', category: 'dankeskarten' },
  birthCards: { label: (w) => w.birthCards as string, occasion: 'geburt', category: 'geburtskarten' },
  baptismCards: { label: (w) => w.baptismCards as string, occasion: 'taufe', category: 'taufkarten' },
  christmasPrivate: {
    label: (w) => `${w.christmasCards} ${w.christmasPrivate}`,
    occasion: 'weihnachten-privat',
    category: 'weihnachtskarten',
  },
  christmasBusiness: {
    label: (w) => `${w.christmasCards} ${w.christmasBusiness}`,
    occasion: 'weihnachten-geschaeftlich',
    category: 'weihnachtskarten',
  },
  envelopes: {
    label: (w) => w.envelopes as string,
    occasion: null,
    category: 'zubehoer',
    accessory: 'envelope',
  },
  ribbons: { label: (w) => w.ribbons as string, occasion: null, category: 'zubehoer', accessory: 'ribbon' },
};

function cardSlug(lang: Lang, key: string): string {
  return `${slugs.cards[lang]}/${slugify(cardCategories[key]!.label(words[lang]))}`;
}

function cardLink(channel: Channel, lang: Lang, key: string): Json {
  return storyLink(channel, lang, cardSlug(lang, key));
}

interface StoryInput {
  channel: Channel;
  lang: Lang;
  slug: string;
  name: string;
  published: Blok | null;
  draft?: Blok;
  releases?: Record<string, Blok>;
  alternatesOf?: Partial<Record<Lang, string>>;
  target?: string;
  status?: 301 | 302 | 307 | 308;
  position?: number;
  tags?: string[];
}

const stories: Record<string, unknown>[] = [];

function contentPath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

function addStory(input: StoryInput): void {
  const key = storyKey(input.channel, input.lang, input.slug);
  const alternates = input.alternatesOf
    ? locales
        .filter((locale) => input.alternatesOf?.[localeSettings[locale].language as Lang] !== undefined)
        .map((locale) => ({
          locale,
          path: contentPath(input.alternatesOf?.[localeSettings[locale].language as Lang] as string),
        }))
    : [];
  stories.push({
    id: idFor(key),
    uuid: uuidFor(key),
    name: input.name,
    slug: input.slug.slice(input.slug.lastIndexOf('/') + 1),
    full_slug: `${input.channel}/${input.slug}`,
    lang: input.lang,
    position: input.position ?? 0,
    is_startpage: input.slug === 'home',
    tag_list: input.tags ?? [],
    created_at: CREATED_AT,
    first_published_at: input.published ? PUBLISHED_AT : null,
    published_at: input.published ? PUBLISHED_AT : null,
    target: input.target ?? null,
    status: input.status ?? null,
    alternates,
    published: input.published,
    ...(input.draft ? { draft: input.draft } : {}),
    ...(input.releases ? { releases: input.releases } : {}),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Blocks

interface Ctx {
  channel: Channel;
  lang: Lang;
  uid: () => string;
  w: Record<string, string>;
}

function teaser(
  ctx: Ctx,
  o: { headline: string; text: string; image: string; link?: Json; preset?: string },
): Blok {
  return {
    _uid: ctx.uid(),
    component: 'Teaser',
    headline: o.headline,
    text: o.text,
    image: asset(o.image, o.headline),
    video: null,
    link: o.link ?? null,
    ctaText: ctx.w.cta as string,
    preset: o.preset ?? 'hero',
  };
}

function uspTeaser(ctx: Ctx): Blok {
  return {
    _uid: ctx.uid(),
    component: 'UspTeaser',
    items: [ctx.w.usp1, ctx.w.usp2, ctx.w.usp3].map((text) => ({
      _uid: ctx.uid(),
      component: 'UspItem',
      text: text as string,
    })),
  };
}

function subTeaser(ctx: Ctx, headline: string, text: string, image: string, link: Json): Blok {
  return {
    _uid: ctx.uid(),
    component: 'SubTeaser',
    headline,
    text,
    image: asset(image, headline),
    link,
    linkText: ctx.w.more as string,
  };
}

const wallMaterials = ['poster', 'leinwand', 'acrylglas', 'aludibond', 'hahnemuehle'] as const;
const wallFormats = ['300x200', '450x300', '600x400', '900x600', '1200x800', '400x400', '600x600'];

function calculator(
  ctx: Ctx,
  kind: 'wallart' | 'canvas' | 'photobox' | 'prints' | 'photobook' | 'collage',
): Blok {
  const labels = [
    { index: 0, text: ctx.w.topDeal as string, backgroundColor: '#e30613', textColor: '#ffffff' },
  ];
  const ctaColors = { background: ctx.channel === 'wallart' ? '#3f7cac' : '#c9787f', text: '#ffffff' };
  const base = {
    _uid: ctx.uid(),
    component: 'PriceCalculator',
    headline: ctx.w.calculatorHeadline as string,
    ctaText: ctx.w.cta as string,
    labels,
    ctaColors,
    badgeText: ctx.w.topDeal as string,
    showFromPrice: true,
  };
  const option = (
    value: string,
    context: Record<string, Json>,
    formats: string[],
    initial: string,
  ): Json => ({
    value,
    labelTranslationKey: `calculator.option.${value}`,
    translationOptions: {},
    formats: formats.map((format) => ({ value: format, context: { formatType: format } })),
    initiallySelectedFormat: initial,
    context,
  });
  switch (kind) {
    case 'wallart':
      return {
        ...base,
        product: 'framed-material',
        selectedValue: 'poster-gerahmt',
        moreFormats: true,
        options: [
          {
            labelKey: 'calculator.group.framed',
            options: [
              option(
                'poster-gerahmt',
                { materialType: 'poster', frameType: 'holzrahmen' },
                ['300x200', '450x300', '600x400', '900x600'],
                '450x300',
              ),
              option(
                'hahnemuehle-gerahmt',
                { materialType: 'hahnemuehle', frameType: 'alurahmen' },
                ['300x200', '450x300', '600x400'],
                '450x300',
              ),
            ],
          },
          {
            labelKey: 'calculator.group.unframed',
            options: wallMaterials.map((material) =>
              option(material, { materialType: material, frameType: null }, wallFormats, '600x400'),
            ),
          },
        ],
        context: {
          designId: null,
          formatType: '450x300',
          materialType: 'poster',
          photoboxType: null,
          frameType: 'holzrahmen',
        },
      };
    case 'canvas':
      return {
        ...base,
        product: 'photoframe',
        selectedValue: 'leinwand',
        moreFormats: false,
        options: [
          option('leinwand', { materialType: 'leinwand', frameType: null }, wallFormats, '600x400'),
          option(
            'leinwand-gerahmt',
            { materialType: 'leinwand', frameType: 'schattenfuge-leinwand' },
            ['450x300', '600x400', '900x600'],
            '600x400',
          ),
        ],
        context: {
          designId: null,
          formatType: '600x400',
          materialType: 'leinwand',
          photoboxType: null,
          frameType: null,
        },
      };
    case 'photobox':
      return {
        ...base,
        product: 'photobox',
        selectedValue: 'small',
        moreFormats: false,
        options: [
          option('small', { photoboxType: 'small' }, ['1000x1000', '1300x900', '1500x1000'], '1500x1000'),
          option('max', { photoboxType: 'max' }, ['1500x1000', '1800x1300'], '1500x1000'),
        ],
        context: {
          designId: null,
          formatType: '1500x1000',
          materialType: null,
          photoboxType: 'small',
          frameType: null,
        },
      };
    case 'prints':
      return {
        ...base,
        product: 'photoprint',
        selectedValue: 'glossy',
        moreFormats: false,
        options: ['glossy', 'matt', 'hahnemuehle', 'poster'].map((paper) =>
          option(
            paper,
            { materialType: paper },
            ['1000x1000', '1000x1200', '1300x900', '1500x1000', '1800x1300', '3000x2000'],
            '1500x1000',
          ),
        ),
        context: {
          designId: null,
          formatType: '1500x1000',
          materialType: 'glossy',
          photoboxType: null,
          frameType: null,
        },
      };
    case 'photobook':
      return {
        ...base,
        product: 'photobook',
        selectedValue: 'hardcover',
        moreFormats: false,
        options: [
          // The material of a photobook is its type (the shop API prices by it): hardcover is the digital
          // photobook, softcover the booklet, each with formats the price list has.
          option(
            'hardcover',
            { materialType: 'digitalfotobuch', cover: 'hard' },
            ['a4-hoch', 'a4-quer', '200-200', '300-300', 'a3-quer'],
            'a4-quer',
          ),
          option(
            'softcover',
            { materialType: 'fotoheft', cover: 'soft' },
            ['a5-hoch', 'a5-quer', 'a4-hoch'],
            'a5-quer',
          ),
        ],
        context: {
          designId: null,
          formatType: 'a4-quer',
          materialType: 'digitalfotobuch',
          photoboxType: null,
          frameType: null,
        },
      };
    case 'collage':
      return {
        ...base,
        product: 'collage',
        selectedValue: 'poster',
        moreFormats: false,
        options: [
          option(
            'poster',
            { materialType: 'poster', designId: ctx.channel === 'wallart' ? 13 : 1 },
            ['300x200', '450x300', '600x400', '900x600'],
            '450x300',
          ),
        ],
        context: {
          designId: ctx.channel === 'wallart' ? '13' : '1',
          formatType: '450x300',
          materialType: 'poster',
          photoboxType: null,
          frameType: null,
        },
      };
  }
}

function richText(ctx: Ctx, targetSlug: string): Blok {
  return {
    _uid: ctx.uid(),
    component: 'RichText',
    text: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: `${ctx.w.richText} ` },
            {
              type: 'text',
              text: ctx.w.richTextLink as string,
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: `/${targetSlug}`,
                    linktype: 'story',
                    uuid: uuidFor(storyKey(ctx.channel, ctx.lang, targetSlug)),
                    target: '_self',
                    anchor: null,
                  },
                },
              ],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  };
}

function page(
  ctx: Ctx,
  o: {
    title: string;
    text: string;
    navigationType: string;
    teaser?: Blok[];
    calculator?: Blok[];
    body: Blok[];
    usp?: boolean;
  },
): Blok {
  return {
    _uid: ctx.uid(),
    component: 'Page',
    title: o.title,
    seoTitle: `${o.title} | ${ctx.channel}`,
    seoDescription: o.text,
    navigationType: o.navigationType,
    teaser: o.teaser ?? [],
    uspTeaser: o.usp === false ? [] : [uspTeaser(ctx)],
    calculator: o.calculator ?? [],
    sku: '',
    body: o.body,
  };
}

function deliveryCutOff(ctx: Ctx): Blok {
  const w = ctx.w;
  return {
    _uid: ctx.uid(),
    component: 'DeliveryCutOffMessage',
    safetyToday: w.lodSafetyToday as string,
    safetyTomorrow: w.lodSafetyTomorrow as string,
    safetyDefault: w.lodDefault as string,
    cutOffToday: w.lodToday as string,
    cutOffTomorrow: w.lodTomorrow as string,
    cutOffDefault: w.lodDefault as string,
    expressToday: w.lodExpressToday as string,
    expressTomorrow: w.lodExpressTomorrow as string,
    expressDefault: w.lodExpressDefault as string,
    saturday: w.lodSaturday as string,
  };
}

function newsletter(ctx: Ctx): Blok {
  return {
    _uid: ctx.uid(),
    component: 'NewsletterForm',
    headline: ctx.w.newsletterHeadline as string,
    text: ctx.w.newsletterText as string,
    buttonText: ctx.w.newsletterButton as string,
    placeholder: ctx.w.newsletterPlaceholder as string,
    image: asset('shared/teaser-newsletter.jpg', ctx.w.newsletterHeadline as string),
    privacyLink: storyLink(
      ctx.channel,
      ctx.lang,
      localeSettings[`${ctx.lang}-${mainCountry[ctx.lang]}` as keyof typeof localeSettings].privacyPath.slice(
        1,
      ),
    ),
  };
}

const mainCountry: Record<Lang, string> = { de: 'DE', en: 'GB', es: 'ES', fr: 'FR', it: 'IT', nl: 'NL' };

function privacySlug(lang: Lang): string {
  return localeSettings[`${lang}-${mainCountry[lang]}` as keyof typeof localeSettings].privacyPath.slice(1);
}

function themeList(channel: Channel): Record<string, Record<Lang, string>> {
  return themeSlugs[channel];
}

/** One blok of every kind of spec point 2, in sensible order. */
function everyBlock(ctx: Ctx): Blok[] {
  const w = ctx.w;
  const { channel, lang } = ctx;
  const cal = slugs.calendars[lang];
  const productTile = (name: string, slug: string, image: string): Json => ({
    _uid: ctx.uid(),
    component: 'ShopProduct',
    name,
    link: storyLink(channel, lang, slug),
    image: asset(image, name),
  });
  const themes = Object.values(themeList(channel)).map((perLang) =>
    uuidFor(storyKey(channel, lang, `themes/${perLang[lang]}`)),
  );
  return [
    teaser(ctx, {
      headline: pages.showcase[lang].headline,
      text: pages.showcase[lang].text,
      image: `${channel}/hero-start.jpg`,
      link: storyLink(channel, lang, cal),
    }),
    subTeaser(
      ctx,
      w.subTeaserGift as string,
      w.subTeaserGiftText as string,
      'shared/teaser-voucher.jpg',
      storyLink(channel, lang, 'themes'),
    ),
    subTeaser(
      ctx,
      w.subTeaserQuality as string,
      w.subTeaserQualityText as string,
      'shared/wall-picture-teaser.jpg',
      storyLink(channel, lang, cal),
    ),
    {
      _uid: ctx.uid(),
      component: 'Feed',
      headline: w.feedHeadline as string,
      feedType: channel === 'wallart' ? 'collage' : 'card',
      limit: 12,
      sortBy: 'created',
    },
    {
      _uid: ctx.uid(),
      component: 'Shop',
      headline: w.shopHeadline as string,
      products:
        channel === 'wallart'
          ? [
              productTile(pages.canvas[lang].name, slugs.canvas[lang], 'tiles/square-image-leinwand.jpg'),
              productTile(pages.photobox[lang].name, slugs.photobox[lang], 'tiles/square-image-fotobox.jpg'),
              productTile(pages.prints[lang].name, slugs.prints[lang], 'tiles/square-image-fotoabzuege.jpg'),
            ]
          : [
              productTile(pages.cards[lang].name, slugs.cards[lang], 'tiles/square-image-karten.jpg'),
              productTile(
                pages.photobooks[lang].name,
                slugs.photobooks[lang],
                'tiles/square-image-fotobuch.jpg',
              ),
              productTile(pages.calendars[lang].name, cal, 'tiles/square-image-fotokalender.jpg'),
            ],
    },
    {
      _uid: ctx.uid(),
      component: 'Voucher',
      headline: w.voucherHeadline as string,
      text: w.voucherText as string,
      code: channel === 'wallart' ? 'WALL10' : 'HALLO10',
      validUntil: '2027-03-31',
      image: asset('shared/teaser-voucher.jpg', w.voucherHeadline as string),
    },
    {
      _uid: ctx.uid(),
      component: 'ContactForm',
      headline: w.contactHeadline as string,
      text: w.contactText as string,
      subjects: [w.subjectOrder, w.subjectProduct, w.subjectOther] as string[],
      person: {
        name: channel === 'wallart' ? 'Jonas Berger' : 'Lena Hoffmann',
        role: w.service as string,
        image: asset('shops/wedding.png', w.service as string),
      },
    },
    {
      _uid: ctx.uid(),
      component: 'ProductMatrix',
      headline: w.matrixHeadline as string,
      columns: [w.matrixLook, w.matrixDurability, w.matrixPrice] as string[],
      rows: [
        {
          _uid: ctx.uid(),
          component: 'ProductMatrixRow',
          product: wallArtItems[lang].poster as string,
          materialType: 'poster',
          values: [w.looksMatt, w.durable50, w.priceLow] as string[],
        },
        {
          _uid: ctx.uid(),
          component: 'ProductMatrixRow',
          product: wallArtItems[lang].leinwand as string,
          materialType: 'leinwand',
          values: [w.looksMatt, w.durable75, w.priceMid] as string[],
        },
        {
          _uid: ctx.uid(),
          component: 'ProductMatrixRow',
          product: wallArtItems[lang].acrylglas as string,
          materialType: 'acrylglas',
          values: [w.looksBrilliant, w.durable75, w.priceHigh] as string[],
        },
        {
          _uid: ctx.uid(),
          component: 'ProductMatrixRow',
          product: wallArtItems[lang].aludibond as string,
          materialType: 'aludibond',
          values: [w.looksGlossy, w.durable75, w.priceHigh] as string[],
        },
      ],
    },
    { _uid: ctx.uid(), component: 'ThemesOverview', headline: w.themesHeadline as string, themes },
    {
      _uid: ctx.uid(),
      component: 'Countdown',
      headline: w.countdownHeadline as string,
      text: w.countdownText as string,
      endDate: '2026-12-18T23:59:00+01:00',
      backgroundColor: '#2b2d42',
      textColor: '#ffffff',
    },
    {
      _uid: ctx.uid(),
      component: 'AbContentBlock',
      experiment: 'VOLL-965',
      on: [
        subTeaser(
          ctx,
          w.abOn as string,
          w.usp2 as string,
          'shared/teaser-voucher.jpg',
          storyLink(channel, lang, cal),
        ),
      ],
      off: [
        subTeaser(
          ctx,
          w.abOff as string,
          w.usp1 as string,
          'shared/teaser-voucher.jpg',
          storyLink(channel, lang, cal),
        ),
      ],
    },
    {
      _uid: ctx.uid(),
      component: 'CalendarOverview',
      headline: w.overviewCalendar as string,
      calendarType: 'wandkalender',
      pageSize: 12,
    },
    {
      _uid: ctx.uid(),
      component: 'CalendarDetail',
      headline: w.detailCalendar as string,
      calendarType: 'wandkalender',
      format: 'a4-hoch',
      mounting: 'spirale',
      designGroupId: 410,
      designId: 4107,
    },
    {
      _uid: ctx.uid(),
      component: 'CardOverview',
      headline: w.overviewCard as string,
      category: 'hochzeit',
      occasion: 'hochzeit',
      pageSize: 12,
    },
    {
      _uid: ctx.uid(),
      component: 'CardDetail',
      headline: w.detailCard as string,
      themeId: 1201,
      designId: 120107,
      category: 'einladungskarten',
      occasion: 'hochzeit',
      envelopeSku: 'envelope-c6-kraft',
    },
    { _uid: ctx.uid(), component: 'CollageOverview', headline: w.overviewCollage as string, pageSize: 12 },
    {
      _uid: ctx.uid(),
      component: 'CollageDetail',
      headline: w.detailCollage as string,
      designId: channel === 'wallart' ? 13 : 1,
      materialType: 'poster',
      formatType: '450x300',
    },
    {
      _uid: ctx.uid(),
      component: 'PhotobookOverview',
      headline: w.overviewPhotobook as string,
      categoryIds: [3, 7],
      pageSize: 12,
    },
    {
      _uid: ctx.uid(),
      component: 'PhotobookDetail',
      headline: w.detailPhotobook as string,
      designGroupSetId: 52,
      photobookType: 'digitalfotobuch',
      format: 'a4-quer',
      cover: 'hard',
      paper: 'matt',
    },
    {
      _uid: ctx.uid(),
      component: 'AccessoryOverview',
      headline: w.overviewAccessory as string,
      accessoryType: 'envelope',
      pageSize: 12,
    },
    {
      _uid: ctx.uid(),
      component: 'AccessoryDetail',
      headline: w.detailAccessory as string,
      sku: 'envelope-c6-kraft',
      accessoryType: 'envelope',
    },
    deliveryCutOff(ctx),
    newsletter(ctx),
    richText(ctx, cal),
    {
      _uid: ctx.uid(),
      component: 'Teaser',
      headline: w.subTeaserQuality as string,
      text: w.subTeaserQualityText as string,
      image: asset('shared/wall-picture-teaser.jpg', w.subTeaserQuality as string),
      video: null,
      link: storyLink(channel, lang, cal),
      ctaText: w.more as string,
      preset: 'wall-picture',
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Pages per channel and language

interface Category {
  key: keyof typeof slugs & keyof typeof pages;
  hero: string;
  navigationType: string;
  calculator?: Parameters<typeof calculator>[1];
  extra?: (ctx: Ctx) => Blok[];
}

const categories: Record<Channel, Category[]> = {
  kartenliebe: [
    {
      key: 'cards',
      hero: 'kartenliebe/hero-cards.jpg',
      navigationType: 'card',
      extra: (ctx) => [
        {
          _uid: ctx.uid(),
          component: 'CardOverview',
          headline: ctx.w.overviewCard as string,
          category: 'alle',
          occasion: null,
          pageSize: 12,
        },
      ],
    },
    {
      key: 'photobooks',
      hero: 'kartenliebe/hero-photobook.jpg',
      navigationType: 'photobook',
      calculator: 'photobook',
    },
    {
      key: 'calendars',
      hero: 'kartenliebe/hero-calendar.jpg',
      navigationType: 'calendar',
      extra: (ctx) => [
        {
          _uid: ctx.uid(),
          component: 'CalendarOverview',
          headline: ctx.w.overviewCalendar as string,
          calendarType: null,
          pageSize: 12,
        },
      ],
    },
    {
      key: 'collages',
      hero: 'kartenliebe/hero-collage.jpg',
      navigationType: 'collage',
      calculator: 'collage',
    },
  ],
  wallart: [
    { key: 'wallart', hero: 'wallart/hero-wall-art.jpg', navigationType: 'wallart', calculator: 'wallart' },
    { key: 'canvas', hero: 'wallart/hero-canvas.jpg', navigationType: 'wallart', calculator: 'canvas' },
    {
      key: 'photobox',
      hero: 'wallart/hero-photobox.jpg',
      navigationType: 'photobox',
      calculator: 'photobox',
    },
    { key: 'prints', hero: 'wallart/hero-prints.jpg', navigationType: 'photoprint', calculator: 'prints' },
    {
      key: 'calendars',
      hero: 'wallart/hero-calendar.jpg',
      navigationType: 'calendar',
      extra: (ctx) => [
        {
          _uid: ctx.uid(),
          component: 'CalendarOverview',
          headline: ctx.w.overviewCalendar as string,
          calendarType: null,
          pageSize: 12,
        },
      ],
    },
    {
      key: 'photobooks',
      hero: 'kartenliebe/hero-photobook.jpg',
      navigationType: 'photobook',
      calculator: 'photobook',
    },
    {
      key: 'collages',
      hero: 'kartenliebe/hero-collage.jpg',
      navigationType: 'collage',
      calculator: 'collage',
    },
  ],
};

function allLangs(slug: (lang: Lang) => string): Partial<Record<Lang, string>> {
  return Object.fromEntries(langs.map((lang) => [lang, slug(lang)]));
}

function ctxFor(channel: Channel, lang: Lang, slug: string): Ctx {
  return { channel, lang, uid: uidFactory(storyKey(channel, lang, slug)), w: words[lang] };
}

function seedChannel(channel: Channel, lang: Lang): void {
  const w = words[lang];
  const home = channel === 'kartenliebe' ? pages.homeKartenliebe[lang] : pages.homeWallart[lang];
  const cats = categories[channel];

  // Start page: published, a draft with another headline, and the Christmas release.
  {
    const build = (headline: string) => {
      const ctx = ctxFor(channel, lang, 'home');
      return page(ctx, {
        title: home.name,
        text: home.text,
        navigationType: 'home',
        teaser: [
          teaser(ctx, {
            headline,
            text: home.text,
            image: `${channel}/hero-start.jpg`,
            link: storyLink(channel, lang, slugs[cats[0]!.key][lang]),
          }),
        ],
        body: [
          ...cats
            .slice(0, 3)
            .map((cat) =>
              subTeaser(
                ctx,
                pages[cat.key][lang].name,
                pages[cat.key][lang].text,
                cat.hero,
                storyLink(channel, lang, slugs[cat.key][lang]),
              ),
            ),
          {
            _uid: ctx.uid(),
            component: 'ThemesOverview',
            headline: w.themesHeadline as string,
            themes: Object.values(themeList(channel)).map((perLang) =>
              uuidFor(storyKey(channel, lang, `themes/${perLang[lang]}`)),
            ),
          },
          deliveryCutOff(ctx),
          newsletter(ctx),
        ],
      });
    };
    addStory({
      channel,
      lang,
      slug: 'home',
      name: home.name,
      published: build(home.headline),
      draft: build(draftHeadlines[lang]),
      releases: { [String(RELEASE_ID)]: build(releaseHeadlines[lang]) },
      alternatesOf: allLangs(() => 'home'),
    });
  }

  // Desktop start page.
  {
    const ctx = ctxFor(channel, lang, 'desktop-startseite');
    const copy = pages.desktop[lang];
    addStory({
      channel,
      lang,
      slug: 'desktop-startseite',
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'home',
        usp: false,
        teaser: [
          teaser(ctx, { headline: copy.headline, text: copy.text, image: `${channel}/hero-desktop.jpg` }),
        ],
        body: [
          subTeaser(
            ctx,
            w.desktopNew as string,
            pages[cats[0]!.key][lang].text,
            cats[0]!.hero,
            urlLink(`/configurator-${channel === 'wallart' ? 'photo-frame' : 'card'}`),
          ),
          subTeaser(
            ctx,
            w.desktopOpen as string,
            copy.text,
            `${channel}/hero-start.jpg`,
            urlLink('/configurator-photobook'),
          ),
        ],
      }),
      alternatesOf: allLangs(() => 'desktop-startseite'),
    });
  }

  // Categories of the channel.
  cats.forEach((cat, index) => {
    const slug = slugs[cat.key][lang];
    const copy = pages[cat.key][lang];
    const build = (headline: string) => {
      const ctx = ctxFor(channel, lang, slug);
      return page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: cat.navigationType,
        teaser: [teaser(ctx, { headline, text: copy.text, image: cat.hero })],
        calculator: cat.calculator ? [calculator(ctx, cat.calculator)] : [],
        body: [
          ...(cat.extra?.(ctx) ?? []),
          subTeaser(
            ctx,
            w.subTeaserQuality as string,
            w.subTeaserQualityText as string,
            'shared/wall-picture-teaser.jpg',
            storyLink(channel, lang, slugs.showcase[lang]),
          ),
          deliveryCutOff(ctx),
        ],
      });
    };
    addStory({
      channel,
      lang,
      slug,
      name: copy.name,
      position: (index + 1) * 10,
      published: build(copy.headline),
      draft: build(`${copy.headline} – ${w.new}`),
      alternatesOf: allLangs((l) => slugs[cat.key][l]),
    });
  });

  // Every block of spec point 2 on one page.
  {
    const slug = slugs.showcase[lang];
    const ctx = ctxFor(channel, lang, slug);
    const copy = pages.showcase[lang];
    addStory({
      channel,
      lang,
      slug,
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'home',
        calculator: [calculator(ctx, channel === 'wallart' ? 'wallart' : 'collage')],
        body: everyBlock(ctx),
      }),
      alternatesOf: allLangs((l) => slugs.showcase[l]),
    });
  }

  // Themes overview and theme pages.
  {
    const ctx = ctxFor(channel, lang, 'themes');
    const copy = pages.themes[lang];
    const themeUuids = Object.values(themeList(channel)).map((perLang) =>
      uuidFor(storyKey(channel, lang, `themes/${perLang[lang]}`)),
    );
    addStory({
      channel,
      lang,
      slug: 'themes',
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'themes',
        teaser: [teaser(ctx, { headline: copy.headline, text: copy.text, image: 'themes/nature.jpg' })],
        body: [{ _uid: ctx.uid(), component: 'ThemesOverview', headline: copy.headline, themes: themeUuids }],
      }),
      alternatesOf: allLangs(() => 'themes'),
    });
    Object.entries(themeList(channel)).forEach(([theme, perLang], index) => {
      const slug = `themes/${perLang[lang]}`;
      const tctx = ctxFor(channel, lang, slug);
      const name = themeNames[theme]![lang];
      const overview: Blok =
        channel === 'kartenliebe'
          ? {
              _uid: tctx.uid(),
              component: 'CardOverview',
              headline: name,
              category: 'alle',
              occasion: themeOccasion[theme] ?? null,
              pageSize: 12,
            }
          : { _uid: tctx.uid(), component: 'CollageOverview', headline: name, theme, pageSize: 12 };
      addStory({
        channel,
        lang,
        slug,
        name,
        position: index * 10,
        tags: ['theme'],
        published: page(tctx, {
          title: name,
          text: themeTexts[lang](name),
          navigationType: 'themes',
          teaser: [
            teaser(tctx, { headline: name, text: themeTexts[lang](name), image: `themes/${theme}.jpg` }),
          ],
          body: [{ ...overview, themeKey: theme }],
        }),
        alternatesOf: allLangs((l) => `themes/${perLang[l]}`),
      });
    });
  }

  // Wishlist: only the channel with the feature.
  if (channel === 'kartenliebe') {
    const slug = slugs.wishlist[lang];
    const ctx = ctxFor(channel, lang, slug);
    const copy = pages.wishlist[lang];
    addStory({
      channel,
      lang,
      slug,
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'wishlist',
        usp: false,
        body: [{ _uid: ctx.uid(), component: 'Wishlist', headline: copy.headline, text: copy.text }],
      }),
      alternatesOf: allLangs((l) => slugs.wishlist[l]),
    });
  }

  // Error page story (looked up by slug `error`).
  {
    const ctx = ctxFor(channel, lang, 'error');
    const copy = pages.error[lang];
    addStory({
      channel,
      lang,
      slug: 'error',
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'error',
        usp: false,
        teaser: [
          teaser(ctx, {
            headline: copy.headline,
            text: copy.text,
            image: 'shared/error.jpg',
            link: storyLink(channel, lang, 'home'),
          }),
        ],
        body: [
          subTeaser(
            ctx,
            pages.themes[lang].name,
            pages.themes[lang].text,
            'themes/travel.jpg',
            storyLink(channel, lang, 'themes'),
          ),
        ],
      }),
    });
  }

  // Privacy page: one per locale, the locale's path from packages/config.
  {
    const slug = privacySlug(lang);
    const ctx = ctxFor(channel, lang, slug);
    const copy = pages.privacy[lang];
    addStory({
      channel,
      lang,
      slug,
      name: copy.name,
      published: page(ctx, {
        title: copy.name,
        text: copy.text,
        navigationType: 'legal',
        usp: false,
        body: [
          {
            _uid: ctx.uid(),
            component: 'RichText',
            text: {
              type: 'doc',
              content: [
                { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: copy.headline }] },
                { type: 'paragraph', content: [{ type: 'text', text: copy.text }] },
              ],
            },
          },
        ],
      }),
      alternatesOf: allLangs(privacySlug),
    });
  }

  // Redirect stories: retired paths answer with their target and status.
  if (channel === 'kartenliebe') {
    addStory({
      channel,
      lang,
      slug: slugs.oldCalendars[lang],
      name: w.oldCalendarsName as string,
      target: `/${slugs.calendars[lang]}`,
      status: 301,
      published: page(ctxFor(channel, lang, slugs.oldCalendars[lang]), {
        title: w.oldCalendarsName as string,
        text: '',
        navigationType: 'calendar',
        usp: false,
        body: [],
      }),
    });
  } else {
    addStory({
      channel,
      lang,
      slug: slugs.oldCanvas[lang],
      name: w.oldCanvasName as string,
      target: `/${slugs.canvas[lang]}`,
      status: 308,
      published: page(ctxFor(channel, lang, slugs.oldCanvas[lang]), {
        title: w.oldCanvasName as string,
        text: '',
        navigationType: 'wallart',
        usp: false,
        body: [],
      }),
    });
  }
  if (lang === 'de') {
    const slug = 'angebote';
    addStory({
      channel,
      lang,
      slug,
      name: w.oldOffersName as string,
      target: `/${slugs.showcase.de}`,
      status: 302,
      published: page(ctxFor(channel, lang, slug), {
        title: w.oldOffersName as string,
        text: '',
        navigationType: 'home',
        usp: false,
        body: [],
      }),
    });
    // Never published: only the preview shows it.
    const draftSlug = 'winteraktion';
    const ctx = ctxFor(channel, lang, draftSlug);
    addStory({
      channel,
      lang,
      slug: draftSlug,
      name: w.draftOnlyName as string,
      published: null,
      draft: page(ctx, {
        title: w.draftOnlyName as string,
        text: w.countdownText as string,
        navigationType: 'home',
        teaser: [
          teaser(ctx, {
            headline: w.draftOnlyHeadline as string,
            text: w.countdownText as string,
            image: 'shared/teaser-voucher.jpg',
          }),
        ],
        body: [],
      }),
    });
  }

  // Wall-art material pages (one per flyout entry) and the materials comparison.
  if (channel === 'wallart') {
    wallMaterialKeys
      .filter((material) => material !== 'leinwand')
      .forEach((material, index) => {
        const slug = materialSlug(lang, material);
        const ctx = ctxFor(channel, lang, slug);
        const name = (wallArtItems[lang][material] as string).replace(/\u00a0/g, ' ');
        const framed = material === 'gerahmt';
        const materialType = framed ? 'poster' : material;
        const formats = material === 'fototapete' ? ['2000x1500', '3000x2500', '4000x2500'] : wallFormats;
        addStory({
          channel,
          lang,
          slug,
          name,
          position: (index + 1) * 10,
          published: page(ctx, {
            title: name,
            text: materialTexts[lang](name),
            navigationType: 'wallart',
            teaser: [
              teaser(ctx, {
                headline: name,
                text: materialTexts[lang](name),
                image: framed ? 'wallart/hero-wall-art.jpg' : 'wallart/hero-start.jpg',
              }),
            ],
            calculator: [
              {
                _uid: ctx.uid(),
                component: 'PriceCalculator',
                headline: w.calculatorHeadline as string,
                ctaText: w.cta as string,
                badgeText: w.topDeal as string,
                showFromPrice: true,
                labels: [
                  { index: 0, text: w.topDeal as string, backgroundColor: '#e30613', textColor: '#ffffff' },
                ],
                ctaColors: { background: '#3f7cac', text: '#ffffff' },
                product: framed ? 'framed-material' : 'photoframe',
                moreFormats: framed,
                selectedValue: framed ? 'poster-gerahmt' : material,
                options: [
                  {
                    value: framed ? 'poster-gerahmt' : material,
                    labelTranslationKey: `calculator.option.${framed ? 'poster-gerahmt' : material}`,
                    translationOptions: {},
                    formats: formats.map((format) => ({ value: format, context: { formatType: format } })),
                    initiallySelectedFormat: formats[1] as string,
                    context: { materialType, frameType: framed ? 'holzrahmen' : null },
                  },
                ],
                context: {
                  designId: null,
                  formatType: formats[1] as string,
                  materialType,
                  photoboxType: null,
                  frameType: framed ? 'holzrahmen' : null,
                },
              },
            ],
            body: [
              subTeaser(
                ctx,
                wallArtItems[lang].compare as string,
                pages.wallart[lang].text,
                'tiles/square-image-gerahmt.jpg',
                storyLink(channel, lang, comparisonSlug(lang)),
              ),
              deliveryCutOff(ctx),
            ],
          }),
          alternatesOf: allLangs((l) => materialSlug(l, material)),
        });
      });
    const slug = comparisonSlug(lang);
    const ctx = ctxFor(channel, lang, slug);
    const name = wallArtItems[lang].compare as string;
    const row = (material: string, values: unknown[]): Blok => ({
      _uid: ctx.uid(),
      component: 'ProductMatrixRow',
      product: (wallArtItems[lang][material] as string).replace(/\u00a0/g, ' '),
      materialType: material,
      link: materialLink(channel, lang, material),
      values: values as string[],
    });
    addStory({
      channel,
      lang,
      slug,
      name,
      published: page(ctx, {
        title: name,
        text: pages.wallart[lang].text,
        navigationType: 'wallart',
        teaser: [
          teaser(ctx, { headline: name, text: pages.wallart[lang].text, image: 'wallart/hero-wall-art.jpg' }),
        ],
        body: [
          {
            _uid: ctx.uid(),
            component: 'ProductMatrix',
            headline: name,
            columns: [w.matrixLook, w.matrixDurability, w.matrixPrice] as string[],
            rows: [
              row('poster', [w.looksMatt, w.durable50, w.priceLow]),
              row('leinwand', [w.looksMatt, w.durable75, w.priceMid]),
              row('acrylglas', [w.looksBrilliant, w.durable75, w.priceHigh]),
              row('aludibond', [w.looksGlossy, w.durable75, w.priceHigh]),
              row('hahnemuehle', [w.looksMatt, w.durable75, w.priceHigh]),
              row('gerahmt', [w.looksMatt, w.durable50, w.priceMid]),
            ],
          },
        ],
      }),
      alternatesOf: allLangs(comparisonSlug),
    });
  }

  // Card sub-categories of the kartenliebe navigation.
  if (channel === 'kartenliebe') {
    Object.entries(cardCategories).forEach(([key, category], index) => {
      const slug = cardSlug(lang, key);
      const ctx = ctxFor(channel, lang, slug);
      const name = category.label(w);
      const text = category.accessory ? accessoryTexts[lang](name) : cardTexts[lang](name);
      const overview: Blok = category.accessory
        ? {
            _uid: ctx.uid(),
            component: 'AccessoryOverview',
            headline: name,
            accessoryType: category.accessory,
            pageSize: 12,
          }
        : {
            _uid: ctx.uid(),
            component: 'CardOverview',
            headline: name,
            category: category.category,
            occasion: category.occasion,
            pageSize: 12,
          };
      addStory({
        channel,
        lang,
        slug,
        name,
        position: (index + 1) * 10,
        published: page(ctx, {
          title: name,
          text,
          navigationType: 'card',
          teaser: [teaser(ctx, { headline: name, text, image: 'kartenliebe/hero-cards.jpg' })],
          body: [overview, deliveryCutOff(ctx)],
        }),
        alternatesOf: allLangs((l) => cardSlug(l, key)),
      });
    });
  }

  // Feed pages (the sub-navigation stays hidden on /feed-card, /feed-calendar and /feed-collage).
  (
    [
      ['feed-card', 'cards', 'card'],
      ['feed-calendar', 'calendars', 'calendar'],
      ['feed-collage', 'collages', 'collage'],
    ] as const
  ).forEach(([slug, key, feedType]) => {
    const ctx = ctxFor(channel, lang, slug);
    const name = `${pages[key][lang].name}: ${w.feedHeadline}`;
    addStory({
      channel,
      lang,
      slug,
      name,
      published: page(ctx, {
        title: name,
        text: pages[key][lang].text,
        navigationType: feedType,
        usp: false,
        body: [
          { _uid: ctx.uid(), component: 'Feed', headline: name, feedType, limit: 24, sortBy: 'created' },
        ],
      }),
      alternatesOf: allLangs(() => slug),
    });
  });

  if (lang === 'de') seedHostileStory(channel);

  seedGlobals(channel, lang);
}

/**
 * A published but unlinked page whose content carries script, `javascript:` links, event-handler attributes and an
 * unknown blok: the shop must render all of it inert (issue 8's hostile-content test reads it).
 */
function seedHostileStory(channel: Channel): void {
  const slug = 'sicherheitstest';
  const ctx = ctxFor(channel, 'de', slug);
  const hostileLink = {
    fieldtype: 'multilink',
    linktype: 'url',
    id: '',
    url: 'javascript:alert(document.cookie)',
    cached_url: 'javascript:alert(document.cookie)',
  };
  addStory({
    channel,
    lang: 'de',
    slug,
    name: 'Sicherheitstest (nicht verlinkt)',
    tags: ['test', 'noindex'],
    published: {
      ...page(ctx, {
        title: 'Sicherheitstest',
        text: 'Diese Seite prüft, dass Inhalte keinen Code ausführen.',
        navigationType: 'home',
        usp: false,
        teaser: [
          {
            ...teaser(ctx, {
              headline: '<img src=x onerror="window.__hostile=1">Sicherheitstest',
              text: '<script>window.__hostile=1</script>',
              image: 'shared/error.jpg',
            }),
            link: hostileLink,
          },
        ],
        body: [
          {
            _uid: ctx.uid(),
            component: 'RichText',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: '<script>window.__hostile=1</script>Text mit Skript.' }],
                },
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Gefährlicher Link',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: 'javascript:window.__hostile=1',
                            linktype: 'url',
                            target: '_self',
                            anchor: null,
                            custom: { onclick: 'window.__hostile=1', onmouseover: 'window.__hostile=1' },
                          },
                        },
                      ],
                    },
                    { type: 'text', text: ' und ' },
                    {
                      type: 'text',
                      text: 'Daten-Link',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: 'data:text/html,<script>window.__hostile=1</script>',
                            linktype: 'url',
                            target: '_blank',
                            anchor: null,
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'image',
                  attrs: {
                    src: 'javascript:window.__hostile=1',
                    alt: 'x" onerror="window.__hostile=1',
                    title: null,
                  },
                },
              ],
            },
          },
          { _uid: ctx.uid(), component: 'UnknownWidget', headline: 'Kein Baustein dafür' },
        ],
      }),
      noIndex: true,
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Global data: navigation, header, footer, burger, shops

function seedGlobals(channel: Channel, lang: Lang): void {
  const w = words[lang];
  const link = (slug: string) => storyLink(channel, lang, slug);
  const navCtx = ctxFor(channel, lang, 'global/navigation');
  const uid = navCtx.uid;
  const label = (text: string, background: string) => ({
    labelText: text,
    labelBackgroundColor: background,
    labelTextColor: '#ffffff',
  });

  const item = (o: {
    text: string;
    url: Json;
    navigationType: string;
    icon?: string;
    flyoutGroups?: Blok[];
    subItems?: Blok[];
    label?: Json;
    onlyBurger?: boolean;
    alwaysShowSubNavi?: boolean;
    subNaviOnly?: boolean;
  }): Blok => ({
    _uid: uid(),
    component: 'NavigationItem',
    text: o.text,
    url: o.url,
    icon: o.icon ? asset(o.icon, o.text) : null,
    hasSubItems: (o.subItems?.length ?? 0) > 0,
    subItems: o.subItems ?? [],
    label: o.label ?? null,
    navigationType: o.navigationType,
    flyoutGroups: o.flyoutGroups ?? [],
    subNaviOnly: o.subNaviOnly ?? false,
    alwaysShowSubNavi: o.alwaysShowSubNavi ?? false,
    isOnlyInBurgerNavigation: o.onlyBurger ?? false,
  });
  const flyoutItem = (o: {
    title: string;
    url: Json;
    image?: string;
    subnaviTitle?: string;
    headline?: boolean;
    typeOverride?: string;
    story?: string;
  }): Blok => ({
    _uid: uid(),
    component: 'FlyoutItem',
    storyblokTitle: o.title,
    link: o.url,
    asset: o.image ? asset(o.image, o.title.replace(/\u00a0/g, ' ')) : null,
    linkOnlyImage: false,
    subnaviTitle: o.subnaviTitle ?? o.title.replace(/\u00a0/g, ' '),
    subnaviAsset: o.image
      ? asset(
          o.image.replace('square-image-', 'circle-').replace('.jpg', '.png'),
          o.title.replace(/\u00a0/g, ' '),
        )
      : null,
    typeOverride: o.typeOverride ?? '',
    fullStoryData: o.story ?? '',
    isHeadlineItem: o.headline ?? false,
  });
  const group = (identifier: string, title: string, items: Blok[], custom: Blok[] = []): Blok => ({
    _uid: uid(),
    component: 'FlyoutGroup',
    flyoutGroupIdentifier: identifier,
    flyoutGroupTitle: title,
    flyoutGroupItems: items,
    flyoutGroupItemsCustom: custom,
  });
  const catStory = (key: keyof typeof slugs) => uuidFor(storyKey(channel, lang, slugs[key][lang]));

  let mainItems: Blok[];
  if (channel === 'wallart') {
    const wa = wallArtItems[lang];
    const wallSlug = slugs.wallart[lang];
    const materialUrl = (material: string) => materialLink(channel, lang, material);
    const tileImage = (material: string) =>
      ['poster', 'leinwand', 'acrylglas', 'aludibond', 'gerahmt', 'hahnemuehle'].includes(material)
        ? `tiles/square-image-${material}.jpg`
        : 'tiles/square-image-poster.jpg';
    const materialItems = (
      [
        'poster',
        'leinwand',
        'acrylglas',
        'aludibond',
        'gerahmt',
        'hahnemuehle',
        'forexplatte',
        'gallerybond',
        'echtglas',
        'fototapete',
        'klebefolie',
        'backlitfolie',
        'pvcplane',
      ] as const
    ).map((material) =>
      flyoutItem({
        title: wa[material] as string,
        url: material === 'leinwand' ? link(slugs.canvas[lang]) : materialUrl(material),
        image: tileImage(material),
        story: material === 'leinwand' ? catStory('canvas') : undefined,
      }),
    );
    mainItems = [
      item({
        text: pages.wallart[lang].name,
        url: link(wallSlug),
        navigationType: 'wallart',
        flyoutGroups: [
          group('all-wall-art', w.allWallArt as string, [
            flyoutItem({
              title: w.allWallArt as string,
              url: link(wallSlug),
              headline: true,
              story: catStory('wallart'),
            }),
            ...materialItems,
          ]),
          group('special', w.inspiration as string, [
            flyoutItem({
              title: wa.compare as string,
              url: storyLink(channel, lang, comparisonSlug(lang)),
              image: 'tiles/square-image-gerahmt.jpg',
              typeOverride: 'special',
            }),
          ]),
        ],
        label: label(w.new as string, '#3f7cac'),
      }),
      item({ text: pages.canvas[lang].name, url: link(slugs.canvas[lang]), navigationType: 'wallart' }),
      item({
        text: pages.photobox[lang].name,
        url: link(slugs.photobox[lang]),
        navigationType: 'photobox',
        flyoutGroups: [
          group('photobox', pages.photobox[lang].name, [
            flyoutItem({
              title: pages.photobox[lang].name,
              url: link(slugs.photobox[lang]),
              image: 'tiles/square-image-fotobox.jpg',
              story: catStory('photobox'),
            }),
          ]),
        ],
      }),
      item({ text: pages.prints[lang].name, url: link(slugs.prints[lang]), navigationType: 'photoprint' }),
      item({
        text: pages.calendars[lang].name,
        url: link(slugs.calendars[lang]),
        navigationType: 'calendar',
      }),
      item({
        text: pages.photobooks[lang].name,
        url: link(slugs.photobooks[lang]),
        navigationType: 'photobook',
      }),
      item({
        text: pages.collages[lang].name,
        url: link(slugs.collages[lang]),
        navigationType: 'collage',
        alwaysShowSubNavi: true,
      }),
      item({ text: pages.themes[lang].name, url: link('themes'), navigationType: 'themes' }),
      item({
        text: w.vouchers as string,
        url: link(slugs.showcase[lang]),
        navigationType: 'voucher',
        onlyBurger: true,
      }),
    ];
  } else {
    mainItems = [
      item({
        text: pages.cards[lang].name,
        url: link(slugs.cards[lang]),
        navigationType: 'card',
        flyoutGroups: [
          group('wedding', w.weddingCards as string, [
            flyoutItem({
              title: w.invitations as string,
              url: cardLink(channel, lang, 'invitations'),
              image: 'tiles/square-image-karten.jpg',
            }),
            flyoutItem({
              title: w.saveTheDate as string,
              url: cardLink(channel, lang, 'saveTheDate'),
            }),
            flyoutItem({ title: w.thankYou as string, url: cardLink(channel, lang, 'thankYou') }),
          ]),
          group('birth', w.birthCards as string, [
            flyoutItem({ title: w.birthCards as string, url: cardLink(channel, lang, 'birthCards') }),
            flyoutItem({ title: w.baptismCards as string, url: cardLink(channel, lang, 'baptismCards') }),
          ]),
          group('christmas', w.christmasCards as string, [
            flyoutItem({
              title: w.christmasPrivate as string,
              url: cardLink(channel, lang, 'christmasPrivate'),
            }),
            flyoutItem({
              title: w.christmasBusiness as string,
              url: cardLink(channel, lang, 'christmasBusiness'),
            }),
          ]),
        ],
      }),
      item({
        text: pages.photobooks[lang].name,
        url: link(slugs.photobooks[lang]),
        navigationType: 'photobook',
        flyoutGroups: [
          group('photobook', pages.photobooks[lang].name, [
            flyoutItem({
              title: w.hardcover as string,
              url: link(slugs.photobooks[lang]),
              image: 'tiles/square-image-fotobuch.jpg',
              story: catStory('photobooks'),
            }),
            flyoutItem({ title: w.softcover as string, url: link(slugs.photobooks[lang]) }),
            flyoutItem({ title: w.layflat as string, url: link(slugs.photobooks[lang]) }),
          ]),
        ],
      }),
      item({
        text: pages.calendars[lang].name,
        url: link(slugs.calendars[lang]),
        navigationType: 'calendar',
      }),
      item({ text: pages.collages[lang].name, url: link(slugs.collages[lang]), navigationType: 'collage' }),
      item({
        text: pages.themes[lang].name,
        url: link('themes'),
        navigationType: 'themes',
        label: label(w.new as string, '#c9787f'),
      }),
      item({
        text: pages.wishlist[lang].name,
        url: link(slugs.wishlist[lang]),
        navigationType: 'wishlist',
        onlyBurger: true,
      }),
      item({
        text: w.sale as string,
        url: link(slugs.showcase[lang]),
        navigationType: 'sale',
        label: label(w.sale as string, '#e30613'),
      }),
    ];
  }

  const tile = (
    kind: 'circle' | 'square' | 'square-image',
    labelText: string,
    url: Json,
    image: string,
  ): Blok => {
    const file = kind === 'circle' ? `tiles/circle-${image}.png` : `tiles/${kind}-${image}.jpg`;
    return {
      _uid: uid(),
      component: 'SubNavigationTile',
      tileType: kind,
      label: labelText,
      link: url,
      image: asset(file, labelText),
    };
  };
  const category = (headline: string, tiles: Blok[]): Blok => ({
    _uid: uid(),
    component: 'SubNavigationCategory',
    headline,
    tiles,
  });
  const subNavigations: Blok[] =
    channel === 'wallart'
      ? [
          {
            _uid: uid(),
            component: 'SubNavigation',
            navigationType: 'wallart',
            alwaysShow: false,
            categories: [
              category(
                w.materials as string,
                (['poster', 'leinwand', 'acrylglas', 'aludibond', 'gerahmt', 'hahnemuehle'] as const).map(
                  (m) =>
                    tile(
                      'circle',
                      (wallArtItems[lang][m] as string).replace(/\u00a0/g, ' '),
                      materialLink(channel, lang, m),
                      m,
                    ),
                ),
              ),
              category(
                w.formats as string,
                ['300x200', '600x400', '900x600'].map((f) =>
                  tile(
                    'square',
                    `${Number(f.split('x')[0]) / 10} × ${Number(f.split('x')[1]) / 10} cm`,
                    urlLink(`/${slugs.wallart[lang]}?format=${f}`),
                    'poster',
                  ),
                ),
              ),
              category(w.rooms as string, [
                tile('square-image', w.livingRoom as string, link('themes'), 'leinwand'),
                tile('square-image', w.bedroom as string, link('themes'), 'hahnemuehle'),
                tile('square-image', w.kitchen as string, link('themes'), 'acrylglas'),
              ]),
            ],
          },
          {
            _uid: uid(),
            component: 'SubNavigation',
            navigationType: 'collage',
            alwaysShow: true,
            categories: [
              category(pages.collages[lang].name, [
                tile('square-image', pages.collages[lang].name, link(slugs.collages[lang]), 'collage'),
              ]),
            ],
          },
        ]
      : [
          {
            _uid: uid(),
            component: 'SubNavigation',
            navigationType: 'card',
            alwaysShow: false,
            categories: [
              category(w.weddingCards as string, [
                tile('circle', w.invitations as string, cardLink(channel, lang, 'invitations'), 'karten'),
                tile('circle', w.thankYou as string, cardLink(channel, lang, 'thankYou'), 'collage'),
              ]),
              category(w.birthCards as string, [
                tile('square', w.birthCards as string, cardLink(channel, lang, 'birthCards'), 'karten'),
                tile('square', w.baptismCards as string, cardLink(channel, lang, 'baptismCards'), 'fotobuch'),
              ]),
              category(w.accessories as string, [
                tile('square-image', w.envelopes as string, cardLink(channel, lang, 'envelopes'), 'karten'),
                tile('square-image', w.ribbons as string, cardLink(channel, lang, 'ribbons'), 'collage'),
              ]),
            ],
          },
          {
            _uid: uid(),
            component: 'SubNavigation',
            navigationType: 'calendar',
            alwaysShow: false,
            categories: [
              category(pages.calendars[lang].name, [
                tile('square-image', w.wallCalendar as string, link(slugs.calendars[lang]), 'fotokalender'),
                tile('square-image', w.deskCalendar as string, link(slugs.calendars[lang]), 'fotokalender'),
                tile('square-image', w.familyPlanner as string, link(slugs.calendars[lang]), 'fotokalender'),
              ]),
            ],
          },
        ];

  addStory({
    channel,
    lang,
    slug: 'global/navigation',
    name: 'Navigation',
    tags: ['global'],
    published: { _uid: uid(), component: 'GlobalNavigation', mainNavigationItems: mainItems, subNavigations },
  });

  // Header.
  {
    const ctx = ctxFor(channel, lang, 'global/header');
    addStory({
      channel,
      lang,
      slug: 'global/header',
      name: 'Header',
      tags: ['global'],
      published: {
        _uid: ctx.uid(),
        component: 'GlobalHeader',
        logo: asset(`shared/logo-${channel}.png`, channel),
        magazine: { text: w.magazine as string, link: urlLink(routePaths[lang].magazine) },
        service: { text: w.service as string, link: urlLink(routePaths[lang].service) },
        account: { text: w.account as string, link: urlLink(routePaths[lang].account) },
        cart: { text: w.cart as string, link: urlLink(routePaths[lang].cart) },
        serviceHotline: { display: w.hotlineDisplay as string, tel: `tel:${hotlineTel[lang]}` },
      },
    });
  }

  // Footer.
  const footerUuid = uuidFor(storyKey(channel, lang, 'global/footer'));
  {
    const ctx = ctxFor(channel, lang, 'global/footer');
    const entry = (text: string, url: Json): Blok => ({
      _uid: ctx.uid(),
      component: 'FooterLink',
      text,
      link: url,
    });
    addStory({
      channel,
      lang,
      slug: 'global/footer',
      name: 'Footer',
      tags: ['global'],
      published: {
        _uid: ctx.uid(),
        component: 'GlobalFooter',
        columns: [
          {
            _uid: ctx.uid(),
            component: 'FooterColumn',
            headline: w.company as string,
            links: [
              entry(w.aboutUs as string, urlLink(routePaths[lang].aboutUs)),
              entry(w.magazine as string, urlLink(routePaths[lang].magazine)),
            ],
          },
          {
            _uid: ctx.uid(),
            component: 'FooterColumn',
            headline: w.serviceColumn as string,
            links: [
              entry(w.contact as string, urlLink(routePaths[lang].service)),
              entry(w.shipping as string, urlLink(routePaths[lang].shipping)),
              entry(w.payment as string, urlLink(routePaths[lang].payment)),
              entry(w.vouchers as string, link(slugs.showcase[lang])),
            ],
          },
          {
            _uid: ctx.uid(),
            component: 'FooterColumn',
            headline: w.legal as string,
            links: [
              entry(pages.privacy[lang].name, link(privacySlug(lang))),
              entry(w.terms as string, urlLink(routePaths[lang].terms)),
              entry(w.imprint as string, urlLink(routePaths[lang].imprint)),
            ],
          },
        ],
        copyright: `© 2026 ${channel}`,
      },
    });
  }

  // Shops, one of them Disney (it gets the special icon in the shell).
  const shopsUuid = uuidFor(storyKey(channel, lang, 'global/shops'));
  {
    const ctx = ctxFor(channel, lang, 'global/shops');
    const shop = (text: string, url: Json, color: string, icon: string): Blok => ({
      _uid: ctx.uid(),
      component: 'ShopEntry',
      text,
      link: url,
      color: { color },
      icon: asset(`shops/${icon}.png`, text),
    });
    addStory({
      channel,
      lang,
      slug: 'global/shops',
      name: 'Shops',
      tags: ['global'],
      published: {
        _uid: ctx.uid(),
        component: 'GlobalShops',
        shops: [
          shop(w.weddingShop as string, link('themes'), '#c9787f', 'wedding'),
          shop(w.babyShop as string, link('themes'), '#3f7cac', 'baby'),
          shop(w.disneyShop as string, urlLink(routePaths[lang].disney), '#113ccf', 'disney'),
          shop(w.businessShop as string, urlLink(routePaths[lang].business), '#2b2d42', 'business'),
        ],
      },
    });
  }

  // Burger: three levels (primary → secondary → tertiary accordion), extra menu, hotline, footer and shops as relations.
  {
    const ctx = ctxFor(channel, lang, 'global/burger');
    const entry = (text: string, url: Json, subItems: Blok[] = []): Blok => ({
      _uid: ctx.uid(),
      component: 'BurgerItem',
      text,
      url,
      hasSubItems: subItems.length > 0,
      subItems,
    });
    const wa = wallArtItems[lang];
    const primary: Blok[] =
      channel === 'wallart'
        ? [
            entry(pages.wallart[lang].name, link(slugs.wallart[lang]), [
              entry(w.materials as string, link(slugs.wallart[lang]), [
                entry(wa.poster as string, materialLink(channel, lang, 'poster')),
                entry(wa.leinwand as string, link(slugs.canvas[lang])),
                entry(wa.acrylglas as string, materialLink(channel, lang, 'acrylglas')),
                entry(wa.aludibond as string, materialLink(channel, lang, 'aludibond')),
              ]),
              entry(w.framed as string, materialLink(channel, lang, 'gerahmt'), [
                entry(wa.gerahmt as string, materialLink(channel, lang, 'gerahmt')),
              ]),
              entry(w.fineArt as string, materialLink(channel, lang, 'hahnemuehle'), [
                entry(wa.hahnemuehle as string, materialLink(channel, lang, 'hahnemuehle')),
              ]),
            ]),
            entry(pages.photobox[lang].name, link(slugs.photobox[lang])),
            entry(pages.prints[lang].name, link(slugs.prints[lang])),
            entry(pages.calendars[lang].name, link(slugs.calendars[lang]), [
              entry(pages.calendars[lang].name, link(slugs.calendars[lang]), [
                entry(w.wallCalendar as string, link(slugs.calendars[lang])),
                entry(w.deskCalendar as string, link(slugs.calendars[lang])),
              ]),
            ]),
            entry(pages.themes[lang].name, link('themes')),
          ]
        : [
            entry(pages.cards[lang].name, link(slugs.cards[lang]), [
              entry(w.weddingCards as string, cardLink(channel, lang, 'invitations'), [
                entry(w.invitations as string, cardLink(channel, lang, 'invitations')),
                entry(w.saveTheDate as string, cardLink(channel, lang, 'saveTheDate')),
                entry(w.thankYou as string, cardLink(channel, lang, 'thankYou')),
              ]),
              entry(w.birthCards as string, cardLink(channel, lang, 'birthCards'), [
                entry(w.birthCards as string, cardLink(channel, lang, 'birthCards')),
                entry(w.baptismCards as string, cardLink(channel, lang, 'baptismCards')),
              ]),
              entry(w.christmasCards as string, cardLink(channel, lang, 'christmasPrivate'), [
                entry(w.christmasPrivate as string, cardLink(channel, lang, 'christmasPrivate')),
                entry(w.christmasBusiness as string, cardLink(channel, lang, 'christmasBusiness')),
              ]),
            ]),
            entry(pages.photobooks[lang].name, link(slugs.photobooks[lang]), [
              entry(pages.photobooks[lang].name, link(slugs.photobooks[lang]), [
                entry(w.hardcover as string, link(slugs.photobooks[lang])),
                entry(w.softcover as string, link(slugs.photobooks[lang])),
                entry(w.layflat as string, link(slugs.photobooks[lang])),
              ]),
            ]),
            entry(pages.calendars[lang].name, link(slugs.calendars[lang])),
            entry(pages.collages[lang].name, link(slugs.collages[lang])),
            entry(pages.wishlist[lang].name, link(slugs.wishlist[lang])),
          ];
    addStory({
      channel,
      lang,
      slug: 'global/burger',
      name: 'Burger navigation',
      tags: ['global'],
      published: {
        _uid: ctx.uid(),
        component: 'GlobalBurger',
        mainNavigationItems: primary,
        extraMenu: [
          entry(w.vouchers as string, link(slugs.showcase[lang])),
          entry(w.help as string, urlLink(routePaths[lang].service)),
          entry(w.magazine as string, urlLink(routePaths[lang].magazine)),
          ...(channel === 'wallart' ? [entry(w.apps as string, urlLink(routePaths[lang].apps))] : []),
        ],
        serviceHotline: { display: w.hotlineDisplay as string, tel: `tel:${hotlineTel[lang]}` },
        serviceText: w.serviceText as string,
        footer: footerUuid,
        shops: shopsUuid,
      },
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------

for (const channel of ['kartenliebe', 'wallart'] as const)
  for (const lang of langs) seedChannel(channel, lang);

for (const channel of ['kartenliebe', 'wallart'])
  await rm(join(contentDir, channel), { recursive: true, force: true });
for (const story of stories) {
  const [channel, ...rest] = (story.full_slug as string).split('/');
  const file = join(contentDir, channel as string, story.lang as string, `${rest.join('/')}.json`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(story, null, 2)}\n`);
}
await writeFile(
  join(contentDir, 'releases.json'),
  `${JSON.stringify([{ id: RELEASE_ID, name: 'Weihnachten 2026', release_at: '2026-12-01T06:00:00.000Z' }], null, 2)}\n`,
);
const written = (await readdir(contentDir, { recursive: true })).filter((file) =>
  String(file).endsWith('.json'),
).length;
console.log(`content: ${stories.length} stories, ${written} JSON files`);
