import { isLocale } from '@shop/config/markets';
import { calendarMountings, calendarTypes } from '../catalogue/calendar.ts';
import { cardRefinements, occasions } from '../catalogue/card.ts';
import { isFrameType } from '../catalogue/frames.ts';
import { parseCatalogueKey } from '../catalogue/materials.ts';
import {
  bindingByPhotobookType,
  isPhotobookFormat,
  photobookBindings,
  photobookCovers,
  photobookLaminations,
  photobookPapers,
  photobookTypes,
  type PhotobookType,
} from '../catalogue/photobook.ts';
import { photoboxTypes, photoPaperTypes } from '../catalogue/photobox.ts';
import { cardQuantitySteps } from '../card/card-quantity.ts';
import { isValidFormat, parseFormat } from '../format/format.ts';
import { AD_CLICK_ID_PARAM, type LaunchParams } from './launch-params.ts';

/** The six designers of spec point 2, by the product family each one builds. */
export const designerProducts = ['calendar', 'card', 'collage', 'photoframe', 'photobook', 'photobox'] as const;
export type DesignerProduct = (typeof designerProducts)[number];

/** What is wrong with one launch parameter: absent though required, or present with a value the designer cannot use. */
export interface LaunchProblem {
  param: string;
  kind: 'missing' | 'invalid';
}

export type LaunchReading =
  | { ok: true; params: LaunchParams }
  | { ok: false; params: LaunchParams; problems: readonly LaunchProblem[] };

interface ParamRule {
  required?: boolean;
  valid: (value: string) => boolean;
}

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
const matches =
  (pattern: RegExp) =>
  (value: string): boolean =>
    pattern.test(value);
const intBetween =
  (min: number, max: number) =>
  (value: string): boolean =>
    /^[1-9]\d{0,5}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** Ids as the shop API numbers them: positive integers. */
const id = intBetween(1, 999_999);
/** Catalogue keys (`standard`, `a6-hoch`, `weiss`): lower-case words joined by dashes. */
const key = matches(/^[a-z0-9][a-z0-9-]{0,39}$/);
/** Skus (`envelope-standard`, inlay parts joined by dashes). */
const sku = matches(/^[a-z0-9][a-z0-9.-]{0,59}$/);
const format = (value: string): boolean => isValidFormat(parseFormat(value));
const material = (value: string): boolean => parseCatalogueKey(value) !== undefined;

const common: Readonly<Record<string, ParamRule>> = {
  locale: { required: true, valid: isLocale },
  platform: { valid: oneOf(['web', 'desktop']) },
  [AD_CLICK_ID_PARAM]: { valid: matches(/^[\w.-]{1,200}$/) },
};

/** The launch parameters of spec point 3 per designer, with the domain's own value sets. */
const rulesByProduct: Readonly<Record<DesignerProduct, Readonly<Record<string, ParamRule>>>> = {
  card: {
    themeId: { required: true, valid: id },
    designId: { required: true, valid: id },
    paper: { valid: key },
    refinementType: { valid: oneOf(cardRefinements) },
    punching: { valid: key },
    ribbon: { valid: key },
    ribbonColor: { valid: key },
    bow: { valid: key },
    seal: { valid: key },
    screw: { valid: key },
    tag: { valid: key },
    // The quantity select's steps (spec point 9); a sample launch has quantity 1, which is the first step.
    quantity: { valid: (value) => cardQuantitySteps.includes(Number(value)) && /^[1-9]\d*$/.test(value) },
    envelopeSku: { valid: sku },
    inlaySku: { valid: sku },
    category: { valid: key },
    occasion: { valid: oneOf(occasions) },
    sample: { valid: oneOf(['true']) },
    referralSource: { valid: key },
  },
  calendar: {
    calendarType: { required: true, valid: oneOf(calendarTypes) },
    mounting: { required: true, valid: oneOf(calendarMountings) },
    designGroupId: { required: true, valid: id },
    designId: { required: true, valid: id },
    startMonth: { valid: intBetween(1, 12) },
    startYear: { valid: intBetween(1000, 9999) },
    accessoryTypes: { valid: (value) => value.split(',').every(key) },
  },
  photobook: {
    photobookType: { required: true, valid: oneOf(photobookTypes) },
    format: { required: true, valid: isPhotobookFormat },
    binding: { valid: oneOf(photobookBindings) },
    photobookCover: { valid: oneOf(photobookCovers) },
    paper: { valid: oneOf(photobookPapers) },
    photobookPrinting: { valid: key },
    pageCount: { valid: intBetween(1, 999) },
    quantity: { valid: intBetween(1, 999) },
    refinement: { valid: key },
    lamination: { valid: oneOf(photobookLaminations) },
    templateId: { valid: matches(/^[\w-]{1,40}$/) },
    designGroupSetId: { valid: id },
    designId: { valid: id },
  },
  photobox: {
    photoboxType: { required: true, valid: oneOf(photoboxTypes) },
    formatWidth: { required: true, valid: intBetween(1, 9999) },
    formatHeight: { required: true, valid: intBetween(1, 9999) },
    type: { valid: oneOf(photoPaperTypes) },
  },
  photoframe: {
    materialType: { required: true, valid: material },
    frameType: { valid: isFrameType },
    designId: { valid: id },
    formatType: { valid: format },
  },
  collage: {
    designId: { required: true, valid: id },
    materialType: { valid: material },
    frameType: { valid: isFrameType },
    formatType: { valid: format },
  },
};

/** The names a designer reads, required ones first: the order the stand-in lists them in. */
export function listLaunchParamNames(product: DesignerProduct): string[] {
  const rules = { ...rulesByProduct[product], ...common };
  const names = Object.keys(rules);
  return [...names.filter((name) => rules[name]?.required), ...names.filter((name) => !rules[name]?.required)];
}

/**
 * Reads a designer launch (spec point 3) from its query: every known parameter checked against the value sets of
 * this package, each missing required one and each unusable value named. A parameter given twice is invalid (which of
 * the two would count is a guess). Parameters a designer does not know are kept and left alone.
 */
export function readLaunchParams(product: DesignerProduct, query: URLSearchParams): LaunchReading {
  const rules = { ...rulesByProduct[product], ...common };
  const params: LaunchParams = {};
  const problems: LaunchProblem[] = [];
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    params[name] = values[0] ?? '';
    const rule = rules[name];
    if (!rule) continue;
    if (values.length > 1 || !rule.valid(values[0] ?? '')) problems.push({ param: name, kind: 'invalid' });
  }
  for (const name of listLaunchParamNames(product)) {
    if (rules[name]?.required && !query.has(name)) problems.push({ param: name, kind: 'missing' });
  }
  // A binding the photobook type cannot have (a layflat booklet) is as unusable as an unknown one.
  if (product === 'photobook' && params.binding && !problems.some((problem) => problem.param === 'binding')) {
    const type = params.photobookType as PhotobookType;
    if ((photobookTypes as readonly string[]).includes(type) && bindingByPhotobookType[type] !== params.binding) {
      problems.push({ param: 'binding', kind: 'invalid' });
    }
  }
  return problems.length === 0 ? { ok: true, params } : { ok: false, params, problems };
}
