import type { ChannelSettings } from '@shop/config/channel-settings';
import type { ProductFamily } from '../catalogue/product-families.ts';
import type { CalculatorContext, CalculatorProduct } from '../calculator/calculator-types.ts';
import { buildDesignerUrl } from './configurator-paths.ts';
import { buildCollageLaunchParams, buildFrameLaunchParams } from './frame-launch-params.ts';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';
import { parseFormat } from '../format/format.ts';
import { photoPaperTypes } from '../catalogue/photobox.ts';
import {
  DEFAULT_PHOTOBOOK_COVER,
  DEFAULT_PHOTOBOOK_PAPER,
  DEFAULT_PHOTOBOOK_QUANTITY,
  getPhotobookBinding,
  getPhotobookPrinting,
  isPhotobookFormat,
  photobookBasePages,
  photobookTypes,
  type PhotobookType,
} from '../catalogue/photobook.ts';
import { buildPhotobookLaunchParams } from './photobook-launch-params.ts';

function isPhotobookType(value: string | undefined): value is PhotobookType {
  return (photobookTypes as readonly (string | undefined)[]).includes(value);
}

export interface CalculatorDesignerUrlInput {
  product: CalculatorProduct;
  /** Context of the selected material merged with the selected format's context. */
  context: CalculatorContext;
  /** The block's collage flag: the selection opens the collage designer instead of the product's own. */
  isCollage: boolean;
  common: CommonLaunchInput;
  settings: ChannelSettings;
}

const familyByProduct: Readonly<Record<CalculatorProduct, ProductFamily>> = {
  photoframe: 'photoframe',
  // A framed canvas or poster is built in the photo-frame designer with its material preselected.
  'framed-material': 'photoframe',
  photobox: 'photobox',
  photoprint: 'photoprint',
  photobook: 'photobook',
  collage: 'collage',
};

/** The designer URL behind the calculator's call to action, from the selection's context and the collage flag. */
export function buildCalculatorDesignerUrl(input: CalculatorDesignerUrlInput): string {
  const { context, common } = input;
  const family = input.isCollage ? 'collage' : familyByProduct[input.product];
  let params: LaunchParams;
  if (family === 'collage') {
    params = {
      ...buildCollageLaunchParams({
        common,
        settings: input.settings,
        materialType: context.materialType,
        frameType: context.frameType,
        designId: context.designId,
      }),
      ...pickLaunchParams({ formatType: context.formatType }),
    };
  } else if (family === 'photoframe') {
    params = {
      ...buildFrameLaunchParams({
        common,
        materialType: context.materialType,
        frameType: context.frameType,
        designId: context.designId,
      }),
      ...pickLaunchParams({ formatType: context.formatType }),
    };
  } else if (family === 'photobook' && isPhotobookType(context.materialType) && context.formatType && isPhotobookFormat(context.formatType)) {
    // The configuration the calculator priced (the shop API's photobook-price with the channel's defaults): type and
    // format chosen, cover, paper, printing and the base page count as a book starts, the channel's refinement.
    params = {
      ...buildPhotobookLaunchParams({
        common,
        photobookType: context.materialType,
        photobookPrinting: getPhotobookPrinting(context.materialType),
        photobookCover: DEFAULT_PHOTOBOOK_COVER,
        paper: DEFAULT_PHOTOBOOK_PAPER,
        format: context.formatType,
        pageCount: photobookBasePages[context.materialType],
        refinement: input.settings.features.photobookRefinement,
      }),
      ...pickLaunchParams({ designId: context.designId }),
    };
  } else if (family === 'photobook') {
    // The calculator's material of a photobook is its type: the binding follows from it, quantity starts at 1.
    const photobookType = isPhotobookType(context.materialType) ? context.materialType : undefined;
    params = {
      ...pickLaunchParams({
        photobookType,
        binding: photobookType ? getPhotobookBinding(photobookType) : undefined,
        format: context.formatType,
        quantity: DEFAULT_PHOTOBOOK_QUANTITY,
        designId: context.designId,
      }),
      ...buildCommonLaunchParams(common),
    };
  } else {
    const { width, height } = parseFormat(context.formatType);
    params = {
      ...pickLaunchParams({
        photoboxType: context.photoboxType ?? (family === 'photoprint' ? 'photoprint' : undefined),
        formatWidth: width || undefined,
        formatHeight: height || undefined,
        // The paper the prints are made on: the calculator's material of a photo print or box.
        type: (photoPaperTypes as readonly (string | undefined)[]).includes(context.materialType)
          ? context.materialType
          : undefined,
      }),
      ...buildCommonLaunchParams(common),
    };
  }
  return buildDesignerUrl({ family, params });
}
