import {
  DEFAULT_PHOTOBOOK_QUANTITY,
  getPhotobookBinding,
  photobookFormats,
  type PhotobookBinding,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookPaper,
  type PhotobookType,
} from '../catalogue/photobook.ts';
import { getOrientation, type Orientation } from '../format/format.ts';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';

/** Template ids of a template group, one per format orientation. */
export type TemplateGroup = Partial<Record<Orientation, string>>;

export interface PhotobookLaunchInput {
  common: CommonLaunchInput;
  photobookType: PhotobookType;
  photobookPrinting: string;
  photobookCover: PhotobookCover;
  /** Defaults to the binding of the photobook type. */
  binding?: PhotobookBinding;
  paper: PhotobookPaper;
  format: PhotobookFormat;
  pageCount: number;
  /** Defaults to 1. */
  quantity?: number;
  /** Omitted when none. */
  refinement?: string | null;
  templateGroup?: TemplateGroup;
}

const NO_REFINEMENT = new Set(['', 'none', 'ohne']);

/** The template of a group that fits a format's orientation. */
export function selectTemplateId(options: {
  templateGroup: TemplateGroup | undefined;
  format: PhotobookFormat;
}): string | undefined {
  return options.templateGroup?.[getOrientation(photobookFormats[options.format])];
}

/** Photobook designer parameters: quantity defaults to 1, refinement is left out when there is none. */
export function buildPhotobookLaunchParams(input: PhotobookLaunchInput): LaunchParams {
  const quantity =
    input.quantity !== undefined && Number.isInteger(input.quantity) && input.quantity >= 1
      ? input.quantity
      : DEFAULT_PHOTOBOOK_QUANTITY;
  const refinement = input.refinement ?? '';
  return {
    ...pickLaunchParams({
      photobookType: input.photobookType,
      photobookPrinting: input.photobookPrinting,
      photobookCover: input.photobookCover,
      binding: input.binding ?? getPhotobookBinding(input.photobookType),
      paper: input.paper,
      format: input.format,
      pageCount: input.pageCount,
      quantity,
      refinement: NO_REFINEMENT.has(refinement) ? undefined : refinement,
      templateId: selectTemplateId({ templateGroup: input.templateGroup, format: input.format }),
    }),
    ...buildCommonLaunchParams(input.common),
  };
}
