import { describe, expect, it } from 'vitest';
import { wallBox } from './wall-box.ts';

describe('3D preview box', () => {
  it('keeps the motif proportions inside 320 × 260 px', () => {
    expect(wallBox({ width: 1600, height: 1200 }, 'leinwand')).toMatchObject({ width: 320, height: 240 });
    expect(wallBox({ width: 1000, height: 2000 }, 'leinwand')).toMatchObject({ width: 130, height: 260 });
    expect(wallBox({ width: 0, height: 0 }, 'poster')).toMatchObject({ width: 320, height: 240 });
  });

  it('draws each material as deep as it is, at the scale of a picture 40 cm long (320 px: 0.8 px per mm)', () => {
    const motif = { width: 1600, height: 1200 };
    expect(wallBox(motif, 'leinwand').depth).toBe(16);
    expect(wallBox(motif, 'poster-gerahmt').depth).toBe(20);
    expect(wallBox(motif, 'acrylglas').depth).toBe(4);
    expect(wallBox(motif, 'aludibond').depth).toBe(2);
    // A poster is paper: the thinnest edge that still shows.
    expect(wallBox(motif, 'poster').depth).toBe(1);
  });
});
