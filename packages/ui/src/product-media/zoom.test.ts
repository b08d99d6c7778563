import { describe, expect, it } from 'vitest';
import { clampPan, initialZoom, pan, stepZoom, wrapIndex, ZOOM_LEVELS } from './zoom.ts';

describe('image magnify zoom', () => {
  it('steps through 1, 1.5, 2 and 3 and stops at both ends', () => {
    let state = initialZoom;
    const seen = [state.zoom];
    for (let i = 0; i < 5; i++) {
      state = stepZoom(state, 1, 800, 600);
      seen.push(state.zoom);
    }
    expect(seen).toEqual([1, 1.5, 2, 3, 3, 3]);
    expect(stepZoom(initialZoom, -1, 800, 600)).toEqual(initialZoom);
    expect(ZOOM_LEVELS[0]).toBe(1);
  });

  it('does not pan at zoom 1, and pans a zoomed picture no further than its overhang', () => {
    expect(pan(initialZoom, 50, 50, 800, 600)).toEqual(initialZoom);
    // At zoom 2 an 800 × 600 viewport shows half the picture: it may move 400 px sideways and 300 px up or down.
    const zoomed = { zoom: 2, x: 0, y: 0 };
    expect(pan(zoomed, 1000, -1000, 800, 600)).toEqual({ zoom: 2, x: 400, y: -300 });
    expect(pan(zoomed, 60, 0, 800, 600)).toEqual({ zoom: 2, x: 60, y: 0 });
  });

  it('scales the pan with the zoom and centres again on the way back to 1', () => {
    const state = { zoom: 2, x: 100, y: -50 };
    expect(stepZoom(state, 1, 800, 600)).toEqual({ zoom: 3, x: 150, y: -75 });
    expect(stepZoom(state, -1, 800, 600)).toEqual({ zoom: 1.5, x: 75, y: -37.5 });
    expect(stepZoom({ zoom: 1.5, x: 75, y: -37.5 }, -1, 800, 600)).toEqual(initialZoom);
    expect(clampPan({ zoom: 1.5, x: 999, y: 0 }, 800, 600).x).toBe(200);
  });

  it('pages round the pictures in both directions', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
