import {
  calendarTypes,
  cardFormats,
  cardPapers,
  collageMaterials,
  formatsForMaterial,
  materials,
  namedFormats,
  photoFormats,
  photoboxTypes,
  photobookTypes,
  photoprintPapers,
  wallPriceCents,
} from './catalogue-data.ts';

/** One list price in EUR cents; the seed writes it in every currency (`convertFromEur`). */
export interface ListPriceRow {
  family: string;
  productKey: string;
  formatType: string;
  eurCents: number;
}

/**
 * The catalogue's list prices, every family × product key × format: the price formulas of the seeded catalogue (wall
 * pictures by area on their material's curve, collages 5 € above, calendars, photobooks and pages, photo prints, box
 * prints and cards by size), kept apart from the code that writes them.
 */
export function listPriceRows(): ListPriceRow[] {
  const rows: ListPriceRow[] = [];
  const row = (family: string, productKey: string, formatType: string, eurCents: number) =>
    rows.push({ family, productKey, formatType, eurCents });
  for (const material of materials) {
    for (const formatType of formatsForMaterial(material))
      row(
        'photoframe',
        material.key,
        formatType,
        wallPriceCents(material.fixedCents, material.centsPerDm2, formatType),
      );
  }
  for (const key of collageMaterials) {
    const material = materials.find((entry) => entry.key === key);
    if (!material) continue;
    for (const formatType of formatsForMaterial(material))
      row(
        'collage',
        key,
        formatType,
        wallPriceCents(material.fixedCents + 500, material.centsPerDm2, formatType),
      );
  }
  for (const [calendarType, [formatTypes, fixedCents]] of Object.entries(calendarTypes)) {
    for (const formatType of formatTypes) {
      const [w, h] = namedFormats[formatType] ?? [0, 0];
      row(
        'calendar',
        calendarType,
        formatType,
        fixedCents + Math.round((w * h) / 10_000) * 10,
      );
    }
  }
  for (const [photobookType, spec] of Object.entries(photobookTypes)) {
    for (const formatType of spec.formats) {
      const [w, h] = namedFormats[formatType] ?? [0, 0];
      const sizeCents = Math.round((w * h) / 10_000) * 12;
      row('photobook', photobookType, formatType, spec.fixedCents + sizeCents);
      row(
        'photobook-page',
        photobookType,
        formatType,
        spec.pageCents + Math.round(sizeCents / 40),
      );
    }
  }
  for (const [paper, cents] of Object.entries(photoprintPapers)) {
    for (const formatType of photoFormats) {
      const [w, h] = formatType.split('x').map(Number) as [number, number];
      row('photoprint', paper, formatType, cents + Math.round((w * h) / 2_000));
    }
  }
  for (const [photoboxType, spec] of Object.entries(photoboxTypes)) {
    row('photobox', photoboxType, 'box', spec.boxCents);
    for (const formatType of spec.formats) {
      const [w, h] = formatType.split('x').map(Number) as [number, number];
      row('photobox', photoboxType, formatType, 15 + Math.round((w * h) / 2_500));
    }
  }
  for (const [paper, cents] of Object.entries(cardPapers)) {
    for (const formatType of cardFormats) {
      const [w, h] = namedFormats[formatType] ?? [0, 0];
      row('card', paper, formatType, cents + Math.round((w * h) / 1_000));
    }
  }
  return rows;
}
