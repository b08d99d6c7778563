'use client';
import { useRef, type PointerEvent } from 'react';

/**
 * Drag handlers for a stage (the magnified picture, the 3D preview): `start` gives the value the drag starts from (null:
 * no drag now, e.g. an unzoomed picture), `move` gets it with the pointer's offset; the pointer is captured, so the drag
 * goes on outside the stage.
 */
export function usePointerDrag<T>(start: () => T | null, move: (from: T, dx: number, dy: number) => void) {
  const drag = useRef<{ pointer: number; x: number; y: number; from: T } | null>(null);
  const end = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const from = start();
      if (from === null) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (current?.pointer !== event.pointerId) return;
      move(current.from, event.clientX - current.x, event.clientY - current.y);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
