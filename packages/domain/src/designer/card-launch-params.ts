import { buildInlaySku, type CardRefinement, type Occasion } from '../catalogue/card.ts';
import { DEFAULT_CARD_QUANTITY, normaliseCardQuantity } from '../card/card-quantity.ts';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';

/** The referral source a sample link adds when asked to (spec point 4). */
export const SAMPLE_REFERRAL_SOURCE = 'shopping';

export interface CardLaunchInput {
  common: CommonLaunchInput;
  themeId: string;
  designId: string;
  paper?: string;
  refinementType?: CardRefinement;
  punching?: string;
  ribbon?: string;
  ribbonColor?: string;
  bow?: string;
  seal?: string;
  screw?: string;
  tag?: string;
  /** Defaults to the card default quantity (50); snapped to the quantity steps; a sample launch forces 1. */
  quantity?: number;
  envelopeSku?: string;
  inlaySkuParts?: readonly string[];
  category?: string;
  occasion?: Occasion;
  /** Launches the designer for a sample card: quantity 1 and the sample flag. */
  sample?: boolean;
  /** With `sample`, adds the shopping referral source. */
  addReferralSource?: boolean;
  referralSource?: string;
}

/** Card designer parameters, including the sample-link rule (quantity 1, sample flag, optional referral source). */
export function buildCardLaunchParams(input: CardLaunchInput): LaunchParams {
  const sample = input.sample === true;
  const quantity = sample ? 1 : normaliseCardQuantity(input.quantity ?? DEFAULT_CARD_QUANTITY);
  const referralSource = sample && input.addReferralSource ? SAMPLE_REFERRAL_SOURCE : input.referralSource;
  return {
    ...pickLaunchParams({
      themeId: input.themeId,
      designId: input.designId,
      paper: input.paper,
      refinementType: input.refinementType,
      punching: input.punching,
      ribbon: input.ribbon,
      ribbonColor: input.ribbonColor,
      bow: input.bow,
      seal: input.seal,
      screw: input.screw,
      tag: input.tag,
      quantity,
      envelopeSku: input.envelopeSku,
      inlaySku: input.inlaySkuParts ? buildInlaySku(input.inlaySkuParts) : undefined,
      category: input.category,
      occasion: input.occasion,
      sample: sample ? 'true' : undefined,
      referralSource,
    }),
    ...buildCommonLaunchParams(input.common),
  };
}
