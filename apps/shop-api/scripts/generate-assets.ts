/**
 * Draws the content space's images (content/assets/) as SVG and renders them with sharp: hero pictures, tiles,
 * shop icons, theme pictures, logos and the catalogue's list-tile pictures. Deterministic, no downloads; run with
 * `node apps/shop-api/scripts/generate-assets.ts` and commit the outputs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { channelIds, channels } from '@shop/config/channels';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { occasions } from '@shop/domain/catalogue/card';
import { PRODUCT_PICTURE_SIZE, productPictures } from '@shop/domain/catalogue/product-pictures';
import sharp from 'sharp';
import { accessorySeeds } from '../src/catalogue/catalogue-data.ts';
import { designGroupSeeds } from '../src/db/seed-tables/design-groups.ts';

const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../content/assets');

interface Palette {
  sky: string;
  ground: string;
  accent: string;
  detail: string;
}

/** A small deterministic random source so every run draws the same pictures. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

type Motif =
  | 'landscape'
  | 'cards'
  | 'calendar'
  | 'book'
  | 'collage'
  | 'frame'
  | 'box'
  | 'prints'
  | 'hearts'
  | 'stars'
  | 'city'
  | 'waves';

function motifSvg(motif: Motif, p: Palette, w: number, h: number, random: () => number): string {
  const parts: string[] = [];
  const rect = (x: number, y: number, rw: number, rh: number, fill: string, extra = '') =>
    parts.push(`<rect x="${x}" y="${y}" width="${rw}" height="${rh}" fill="${fill}" ${extra}/>`);
  switch (motif) {
    case 'landscape':
      parts.push(`<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${h * 0.12}" fill="${p.accent}"/>`);
      parts.push(
        `<path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.4} L${w * 0.55} ${h * 0.7} L${w * 0.75} ${h * 0.5} L${w} ${h * 0.8} L${w} ${h} L0 ${h}Z" fill="${p.ground}"/>`,
      );
      break;
    case 'cards':
      for (let i = 0; i < 3; i++) {
        const x = w * (0.2 + i * 0.22);
        rect(
          x,
          h * 0.25,
          w * 0.2,
          h * 0.5,
          i === 1 ? p.accent : p.detail,
          `rx="8" transform="rotate(${(i - 1) * 8} ${x + w * 0.1} ${h * 0.5})"`,
        );
      }
      break;
    case 'calendar':
      rect(w * 0.3, h * 0.15, w * 0.4, h * 0.7, p.detail, 'rx="6"');
      rect(w * 0.3, h * 0.15, w * 0.4, h * 0.3, p.accent);
      for (let r = 0; r < 4; r++)
        for (let col = 0; col < 7; col++)
          rect(w * 0.32 + col * w * 0.052, h * 0.5 + r * h * 0.075, w * 0.04, h * 0.05, p.ground);
      break;
    case 'book':
      rect(w * 0.22, h * 0.22, w * 0.28, h * 0.56, p.accent, 'rx="4"');
      rect(w * 0.5, h * 0.22, w * 0.28, h * 0.56, p.detail, 'rx="4"');
      rect(w * 0.55, h * 0.3, w * 0.18, h * 0.25, p.ground);
      break;
    case 'collage':
      for (let r = 0; r < 2; r++)
        for (let col = 0; col < 3; col++)
          rect(
            w * (0.15 + col * 0.24),
            h * (0.18 + r * 0.34),
            w * 0.22,
            h * 0.3,
            [p.accent, p.detail, p.ground][(r + col) % 3] as string,
          );
      break;
    case 'frame':
      rect(w * 0.25, h * 0.12, w * 0.5, h * 0.76, p.detail);
      rect(w * 0.29, h * 0.18, w * 0.42, h * 0.64, p.ground);
      parts.push(`<circle cx="${w * 0.5}" cy="${h * 0.45}" r="${h * 0.12}" fill="${p.accent}"/>`);
      break;
    case 'box':
      parts.push(
        `<path d="M${w * 0.25} ${h * 0.35} L${w * 0.5} ${h * 0.22} L${w * 0.75} ${h * 0.35} L${w * 0.5} ${h * 0.48}Z" fill="${p.accent}"/>`,
      );
      parts.push(
        `<path d="M${w * 0.25} ${h * 0.35} L${w * 0.5} ${h * 0.48} L${w * 0.5} ${h * 0.82} L${w * 0.25} ${h * 0.68}Z" fill="${p.detail}"/>`,
      );
      parts.push(
        `<path d="M${w * 0.75} ${h * 0.35} L${w * 0.5} ${h * 0.48} L${w * 0.5} ${h * 0.82} L${w * 0.75} ${h * 0.68}Z" fill="${p.ground}"/>`,
      );
      break;
    case 'prints':
      for (let i = 0; i < 5; i++)
        rect(
          w * (0.15 + random() * 0.5),
          h * (0.15 + random() * 0.4),
          w * 0.22,
          h * 0.3,
          i % 2 ? p.detail : p.accent,
          `stroke="#ffffff" stroke-width="6" transform="rotate(${Math.round(random() * 30 - 15)} ${w / 2} ${h / 2})"`,
        );
      break;
    case 'hearts':
      for (let i = 0; i < 6; i++) {
        const x = w * (0.1 + random() * 0.8);
        const y = h * (0.2 + random() * 0.6);
        const s = h * (0.05 + random() * 0.08);
        parts.push(
          `<path d="M${x} ${y + s} C${x - s * 2} ${y - s / 2} ${x - s / 2} ${y - s * 1.6} ${x} ${y - s / 2} C${x + s / 2} ${y - s * 1.6} ${x + s * 2} ${y - s / 2} ${x} ${y + s}Z" fill="${i % 2 ? p.accent : p.detail}"/>`,
        );
      }
      break;
    case 'stars':
      for (let i = 0; i < 14; i++)
        parts.push(
          `<circle cx="${w * random()}" cy="${h * random() * 0.7}" r="${2 + random() * 6}" fill="${p.detail}"/>`,
        );
      parts.push(
        `<path d="M${w * 0.5} ${h * 0.2} L${w * 0.65} ${h * 0.8} L${w * 0.35} ${h * 0.8}Z" fill="${p.ground}"/>`,
      );
      break;
    case 'city':
      for (let i = 0; i < 9; i++) {
        const bw = w * 0.1;
        const bh = h * (0.25 + random() * 0.45);
        rect(i * w * 0.11 + w * 0.02, h - bh, bw, bh, i % 2 ? p.ground : p.detail);
      }
      parts.push(`<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.08}" fill="${p.accent}"/>`);
      break;
    case 'waves':
      for (let i = 0; i < 4; i++) {
        const y = h * (0.45 + i * 0.14);
        parts.push(
          `<path d="M0 ${y} Q${w * 0.25} ${y - h * 0.08} ${w * 0.5} ${y} T${w} ${y} L${w} ${h} L0 ${h}Z" fill="${[p.accent, p.detail, p.ground, p.accent][i]}" opacity="0.85"/>`,
        );
      }
      break;
  }
  return parts.join('');
}

function pictureSvg(options: {
  w: number;
  h: number;
  palette: Palette;
  motif: Motif;
  seed: string;
  circle?: boolean;
}): string {
  const { w, h, palette, motif, seed, circle } = options;
  const random = seeded(seed);
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${motifSvg(motif, palette, w, h, random)}`;
  const clipped = circle
    ? `<clipPath id="c"><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 2}"/></clipPath><g clip-path="url(#c)">${body}</g>`
    : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${clipped}</svg>`;
}

const palettes: Record<string, Palette> = {
  rose: { sky: '#f7d9dc', ground: '#c9787f', accent: '#e8a33d', detail: '#7a3b45' },
  sage: { sky: '#dfeadf', ground: '#6f9a74', accent: '#f2c14e', detail: '#2f5d46' },
  sea: { sky: '#d6e8f5', ground: '#3f7cac', accent: '#f6ae2d', detail: '#1d3557' },
  sand: { sky: '#f3e9d2', ground: '#c2a878', accent: '#e07a5f', detail: '#3d405b' },
  night: { sky: '#2b2d42', ground: '#8d99ae', accent: '#ef233c', detail: '#edf2f4' },
  berry: { sky: '#efe1f3', ground: '#9b5de5', accent: '#f15bb5', detail: '#00bbf9' },
  gold: { sky: '#fff4d6', ground: '#b08d57', accent: '#d4af37', detail: '#4a3b2a' },
};

interface AssetSpec {
  file: string;
  w: number;
  h: number;
  palette: keyof typeof palettes;
  motif: Motif;
  circle?: boolean;
}

const heroes: AssetSpec[] = [
  { file: 'kartenliebe/hero-start.jpg', w: 1200, h: 600, palette: 'rose', motif: 'cards' },
  { file: 'kartenliebe/hero-cards.jpg', w: 1200, h: 600, palette: 'rose', motif: 'hearts' },
  { file: 'kartenliebe/hero-calendar.jpg', w: 1200, h: 600, palette: 'sage', motif: 'calendar' },
  { file: 'kartenliebe/hero-photobook.jpg', w: 1200, h: 600, palette: 'sand', motif: 'book' },
  { file: 'kartenliebe/hero-collage.jpg', w: 1200, h: 600, palette: 'berry', motif: 'collage' },
  { file: 'kartenliebe/hero-desktop.jpg', w: 1200, h: 600, palette: 'sea', motif: 'landscape' },
  { file: 'wallart/hero-start.jpg', w: 1200, h: 600, palette: 'sea', motif: 'frame' },
  { file: 'wallart/hero-wall-art.jpg', w: 1200, h: 600, palette: 'sand', motif: 'frame' },
  { file: 'wallart/hero-canvas.jpg', w: 1200, h: 600, palette: 'sage', motif: 'landscape' },
  { file: 'wallart/hero-photobox.jpg', w: 1200, h: 600, palette: 'gold', motif: 'box' },
  { file: 'wallart/hero-prints.jpg', w: 1200, h: 600, palette: 'rose', motif: 'prints' },
  { file: 'wallart/hero-calendar.jpg', w: 1200, h: 600, palette: 'sea', motif: 'calendar' },
  { file: 'wallart/hero-desktop.jpg', w: 1200, h: 600, palette: 'night', motif: 'city' },
  { file: 'shared/teaser-voucher.jpg', w: 800, h: 600, palette: 'gold', motif: 'stars' },
  { file: 'shared/teaser-newsletter.jpg', w: 800, h: 600, palette: 'sea', motif: 'waves' },
  { file: 'shared/error.jpg', w: 800, h: 600, palette: 'night', motif: 'stars' },
  { file: 'shared/wall-picture-teaser.jpg', w: 600, h: 450, palette: 'sand', motif: 'frame' },
];

const themeMotifs: [string, keyof typeof palettes, Motif][] = [
  ['wedding', 'rose', 'hearts'],
  ['birth', 'sea', 'stars'],
  ['christmas', 'night', 'stars'],
  ['birthday', 'berry', 'collage'],
  ['nature', 'sage', 'landscape'],
  ['cities', 'night', 'city'],
  ['family', 'sand', 'hearts'],
  ['travel', 'sea', 'waves'],
];
const themes: AssetSpec[] = themeMotifs.map(([name, palette, motif]) => ({
  file: `themes/${name}.jpg`,
  w: 600,
  h: 450,
  palette,
  motif,
}));

const tileMotifs: [string, keyof typeof palettes, Motif][] = [
  ['poster', 'sand', 'landscape'],
  ['leinwand', 'sage', 'landscape'],
  ['acrylglas', 'sea', 'waves'],
  ['aludibond', 'night', 'city'],
  ['gerahmt', 'gold', 'frame'],
  ['hahnemuehle', 'rose', 'landscape'],
  ['fotobox', 'gold', 'box'],
  ['fotoabzuege', 'rose', 'prints'],
  ['fotokalender', 'sage', 'calendar'],
  ['fotobuch', 'sand', 'book'],
  ['karten', 'rose', 'cards'],
  ['collage', 'berry', 'collage'],
];
const tiles: AssetSpec[] = tileMotifs.flatMap(([name, palette, motif]) => [
  { file: `tiles/circle-${name}.png`, w: 152, h: 152, palette, motif, circle: true },
  { file: `tiles/square-${name}.jpg`, w: 146, h: 220, palette, motif },
  { file: `tiles/square-image-${name}.jpg`, w: 220, h: 220, palette, motif },
]);

const shops: AssetSpec[] = [
  { file: 'shops/disney.png', w: 96, h: 96, palette: 'berry', motif: 'stars', circle: true },
  { file: 'shops/wedding.png', w: 96, h: 96, palette: 'rose', motif: 'hearts', circle: true },
  { file: 'shops/business.png', w: 96, h: 96, palette: 'night', motif: 'city', circle: true },
  { file: 'shops/baby.png', w: 96, h: 96, palette: 'sea', motif: 'stars', circle: true },
];

/**
 * The catalogue's pictures, one per card occasion, design group and accessory kind: the shop API answers them with
 * its themes, design groups and accessories (routes/catalogue.ts `catalogueImage`) for the shops' list tiles.
 */
const paletteNames = Object.keys(palettes) as (keyof typeof palettes)[];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const kindMotifs: Record<string, Motif> = { calendar: 'calendar', collage: 'collage', 'photobook-set': 'book' };
const catalogue: AssetSpec[] = [
  ...occasions.map((occasion, index) => ({ key: `card-${occasion}`, palette: pick(paletteNames, index), motif: pick<Motif>(['cards', 'hearts', 'stars'], index) })),
  ...designGroupSeeds.map((group, index) => ({ key: `design-group-${group.kind}-${group.id}`, palette: pick(paletteNames, index + 3), motif: kindMotifs[group.kind] ?? 'landscape' })),
  ...[...new Set(accessorySeeds.map((accessory) => accessory.subtype))].map((subtype, index) => ({ key: `accessory-${subtype}`, palette: pick(paletteNames, index + 5), motif: pick<Motif>(['box', 'prints', 'stars'], index) })),
].map(({ key, palette, motif }) => ({ file: `catalogue/${key}.jpg`, w: 400, h: 400, palette, motif }));

/** The product pictures of `/products` and the product detail pages (packages/domain `productPictures`), large for the magnify dialog. */
const products: AssetSpec[] = Object.values(productPictures).flatMap((pictures) =>
  pictures.map(({ key, palette, motif }) => ({ file: `products/${key}.jpg`, w: PRODUCT_PICTURE_SIZE.width, h: PRODUCT_PICTURE_SIZE.height, palette, motif })),
);

/** A channel's logo from its brand settings: the mark (heart or frame) and three bars in the brand colour. */
function logoSvg(brand: ChannelSettings['brand']): string {
  const color = brand.logoColor;
  const mark =
    brand.logoMark === 'heart'
      ? `<path d="M40 70 C10 45 20 18 40 32 C60 18 70 45 40 70Z" fill="${color}"/>`
      : `<rect x="14" y="16" width="52" height="48" fill="none" stroke="${color}" stroke-width="8"/><rect x="28" y="30" width="24" height="20" fill="${color}"/>`;
  const bars = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${90 + i * 70}" y="${30 + (i % 2) * 6}" width="58" height="${20 - (i % 2) * 6}" rx="6" fill="${color}" opacity="${1 - i * 0.25}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">${mark}${bars}</svg>`;
}

async function write(file: string, svg: string): Promise<number> {
  const target = join(assetsDir, file);
  await mkdir(dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  const buffer = file.endsWith('.png')
    ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  await writeFile(target, buffer);
  return buffer.length;
}

// `--only <folder>` draws one folder (e.g. `--only catalogue` after a seed change) and leaves the other files alone.
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
let total = 0;
for (const spec of [...heroes, ...themes, ...tiles, ...shops, ...catalogue, ...products].filter((entry) => !only || entry.file.startsWith(`${only}/`))) {
  total += await write(
    spec.file,
    pictureSvg({
      w: spec.w,
      h: spec.h,
      palette: palettes[spec.palette] as Palette,
      motif: spec.motif,
      seed: spec.file,
      circle: spec.circle,
    }),
  );
}
if (!only || only === 'shared') for (const id of channelIds) total += await write(`shared/logo-${id}.png`, logoSvg(channels[id].brand));
console.log(`content/assets: ${(total / 1024).toFixed(0)} KiB written`);
