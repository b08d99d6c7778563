import { getDefaultFrameVariant, type FrameType, type MatSize, type MatType } from './frames.ts';
import type { CatalogueBaseKey } from './materials.ts';

export interface FrameDefault {
  frameType: FrameType;
  frameVariant: string;
  matType: MatType;
  matSize: MatSize;
}

/** Poster: black wooden frame with white mat 30; canvas: black shadow-gap frame (spec point 4). */
export const configuratorFrameDefaults: Readonly<Partial<Record<CatalogueBaseKey, FrameDefault>>> = {
  poster: {
    frameType: 'holzrahmen',
    frameVariant: getDefaultFrameVariant('holzrahmen'),
    matType: 'mat-weiss',
    matSize: 30,
  },
  leinwand: {
    frameType: 'schattenfuge-leinwand',
    frameVariant: getDefaultFrameVariant('schattenfuge-leinwand'),
    matType: 'mat-none',
    matSize: 0,
  },
};

/** The frame the configurator preselects for a material; undefined when it starts unframed. */
export function getConfiguratorFrameDefault(material: CatalogueBaseKey): FrameDefault | undefined {
  return configuratorFrameDefaults[material];
}
