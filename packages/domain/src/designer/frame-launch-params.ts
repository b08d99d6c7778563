import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';

export interface FrameLaunchInput {
  common: CommonLaunchInput;
  materialType?: string;
  frameType?: string;
  designId?: string | number;
}

/** Photo-frame designer parameters: materialType, frameType, designId. */
export function buildFrameLaunchParams(input: FrameLaunchInput): LaunchParams {
  return {
    ...pickLaunchParams({
      materialType: input.materialType,
      frameType: input.frameType,
      designId: input.designId,
    }),
    ...buildCommonLaunchParams(input.common),
  };
}

/** Collage designer parameters; without a designId the channel's default collage (1 kartenliebe, 13 wallart) opens. */
export function buildCollageLaunchParams(
  input: FrameLaunchInput & { settings: ChannelSettings },
): LaunchParams {
  const designId =
    input.designId === undefined || input.designId === ''
      ? getFeatures(input.settings, input.common.locale).defaultCollageId
      : input.designId;
  return buildFrameLaunchParams({ ...input, designId });
}
