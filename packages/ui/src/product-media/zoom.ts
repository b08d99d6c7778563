/**
 * Zoom and pan of the image-magnify dialog, kept pure so the limits are tested without a browser. The picture is drawn
 * with `transform: translate(x, y) scale(zoom)` round its centre: at zoom z it overhangs the viewport by (z − 1) / 2 of
 * the viewport on each side, which is how far it may move before a gap would show.
 */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
/** Pixels one arrow key press moves a zoomed picture. */
export const PAN_STEP = 60;

export interface ZoomState {
  zoom: number;
  x: number;
  y: number;
}

export const initialZoom: ZoomState = { zoom: 1, x: 0, y: 0 };

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** Keeps the picture covering the viewport (`width` × `height` px) at its zoom. */
export function clampPan(state: ZoomState, width: number, height: number): ZoomState {
  const overhang = (state.zoom - 1) / 2;
  return { zoom: state.zoom, x: clamp(state.x, overhang * width), y: clamp(state.y, overhang * height) };
}

/** One zoom level up (+1) or down (−1), the pan scaled along and clamped; zoom 1 is always centred. */
export function stepZoom(state: ZoomState, direction: 1 | -1, width: number, height: number): ZoomState {
  const index = ZOOM_LEVELS.findIndex((level) => level >= state.zoom);
  const next = ZOOM_LEVELS[Math.max(0, Math.min(ZOOM_LEVELS.length - 1, (index < 0 ? ZOOM_LEVELS.length - 1 : index) + direction))] ?? 1;
  if (next === 1) return initialZoom;
  const factor = next / state.zoom;
  return clampPan({ zoom: next, x: state.x * factor, y: state.y * factor }, width, height);
}

/** Moves a zoomed picture by (dx, dy) px; at zoom 1 it stays put. */
export function pan(state: ZoomState, dx: number, dy: number, width: number, height: number): ZoomState {
  if (state.zoom === 1) return state;
  return clampPan({ zoom: state.zoom, x: state.x + dx, y: state.y + dy }, width, height);
}

/** The picture shown after `step` from `index` in a list of `count`, wrapping round. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
