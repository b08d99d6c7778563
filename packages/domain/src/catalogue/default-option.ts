import type { Logger } from '../logger/logger.ts';
import type { CatalogueBaseKey } from './materials.ts';
import type { OptionGroupKey } from './option-groups.ts';

/**
 * The preselected choice per material and option group. Canvas edge defaults to mirrored and poster lamination to
 * none (spec point 3); every other group starts on its plain choice (no drilling, direct print, standard finish).
 */
export const defaultOptionsByMaterial: Readonly<
  Partial<Record<CatalogueBaseKey, Partial<Record<OptionGroupKey, string>>>>
> = {
  acrylglas: { drilling: 'none', 'print-process': 'direct-print' },
  aludibond: { drilling: 'none', 'print-process': 'direct-print', 'material-finish': 'standard' },
  backlitfolie: { 'lightbox-frame': 'none' },
  forexplatte: { drilling: 'none', 'print-process': 'direct-print' },
  gallerybond: { drilling: 'none' },
  hahnemuehle: { 'material-finish': 'standard' },
  klebefolie: { 'adhesive-film-style': 'normal' },
  leinwand: { 'canvas-stretcher-frame': '2.5', 'canvas-edge': 'mirrored' },
  poster: { 'material-finish': 'standard', 'poster-lamination': 'none' },
  pvcplane: { 'pvc-eyelets': 'none' },
  fraesbild: { milling: 'none' },
};

/** The default choice of an option group for a material; a missing default is logged and yields ''. */
export function selectDefaultOption(options: {
  material: CatalogueBaseKey;
  group: OptionGroupKey;
  logger: Logger;
}): string {
  const { material, group, logger } = options;
  const value = defaultOptionsByMaterial[material]?.[group];
  if (value === undefined) {
    logger.error('error-no-default-option-for-material-type', { material, group });
    return '';
  }
  return value;
}
