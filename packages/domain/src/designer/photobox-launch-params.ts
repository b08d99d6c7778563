import type { PhotoboxType, PhotoPaperType } from '../catalogue/photobox.ts';
import { parseFormat } from '../format/format.ts';
import {
  buildCommonLaunchParams,
  pickLaunchParams,
  type CommonLaunchInput,
  type LaunchParams,
} from './launch-params.ts';

export interface PhotoboxLaunchInput {
  common: CommonLaunchInput;
  photoboxType: PhotoboxType;
  /** `WIDTHxHEIGHT`; an invalid format leaves width and height to the designer. */
  format: string;
  /** The paper type of the prints. */
  type?: PhotoPaperType;
}

/** Photobox and photo-print designer parameters. */
export function buildPhotoboxLaunchParams(input: PhotoboxLaunchInput): LaunchParams {
  const { width, height } = parseFormat(input.format);
  return {
    ...pickLaunchParams({
      photoboxType: input.photoboxType,
      // 0 is how the parser says "no format": the designer then offers its own default instead of a 0×0 print.
      formatWidth: width || undefined,
      formatHeight: height || undefined,
      type: input.type,
    }),
    ...buildCommonLaunchParams(input.common),
  };
}
