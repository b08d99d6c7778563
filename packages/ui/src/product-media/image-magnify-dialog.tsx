'use client';
import { useText } from '@shop/i18n/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FrameDialog } from '../dialogs/frame-dialog.tsx';
import { buildResponsiveImage, IMAGE_PLACEHOLDER_COLOR } from '../image/image-url.ts';
import { Icon } from '../lib/icons.tsx';
import { usePointerDrag } from './pointer-drag.ts';
import { initialZoom, pan, PAN_STEP, stepZoom, wrapIndex, ZOOM_LEVELS, type ZoomState } from './zoom.ts';

/** A product picture as the dialog gets it: the image proxy path and its alt text (already translated). */
export interface MagnifyImage {
  src: string;
  alt: string;
}

export interface ImageMagnifyDialogProps {
  images: readonly MagnifyImage[];
  /** The picture shown first. */
  start?: number;
}

/**
 * The image-magnify dialog (spec point 4): the product picture large (the proxy's `magnify` preset, 1x and 2x), zoom
 * in and out by buttons, `+`/`−` and `0`, pan a zoomed picture by dragging or with the arrow keys, and previous/next
 * (buttons, or the arrow keys while not zoomed) when there are several. The frame brings Escape, the close button,
 * scroll lock and focus return; loaded on the first open only (see magnify-trigger.tsx).
 */
export function ImageMagnifyDialog({ images, start = 0 }: ImageMagnifyDialogProps) {
  return (
    <FrameDialog id="image-magnify">
      <MagnifyView images={images} start={start} />
    </FrameDialog>
  );
}

function MagnifyView({ images, start }: { images: readonly MagnifyImage[]; start: number }) {
  const [index, setIndex] = useState(() => wrapIndex(start, 0, images.length));
  const [zoom, setZoom] = useState<ZoomState>(initialZoom);
  const viewport = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const texts = {
    zoomIn: useText('productMedia.magnify.zoomIn'),
    zoomOut: useText('productMedia.magnify.zoomOut'),
    previous: useText('productMedia.magnify.previous'),
    next: useText('productMedia.magnify.next'),
    hint: useText('productMedia.magnify.hint'),
    zoom: useText('productMedia.magnify.zoom'),
  };
  const image = images[index];
  const size = (): [number, number] => [viewport.current?.clientWidth ?? 0, viewport.current?.clientHeight ?? 0];
  const go = (step: number) => {
    setIndex((current) => wrapIndex(current, step, images.length));
    setZoom(initialZoom);
  };
  const zoomBy = (direction: 1 | -1) => setZoom((state) => stepZoom(state, direction, ...size()));
  const panBy = (dx: number, dy: number) => setZoom((state) => pan(state, dx, dy, ...size()));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const zoomed = zoom.zoom > 1;
    const several = images.length > 1;
    switch (event.key) {
      case '+':
      case '=':
        zoomBy(1);
        break;
      case '-':
      case '−':
        zoomBy(-1);
        break;
      case '0':
        setZoom(initialZoom);
        break;
      case 'ArrowLeft':
        if (zoomed) panBy(PAN_STEP, 0);
        else if (several) go(-1);
        else return;
        break;
      case 'ArrowRight':
        if (zoomed) panBy(-PAN_STEP, 0);
        else if (several) go(1);
        else return;
        break;
      case 'ArrowUp':
        if (!zoomed) return;
        panBy(0, PAN_STEP);
        break;
      case 'ArrowDown':
        if (!zoomed) return;
        panBy(0, -PAN_STEP);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Dragging moves a zoomed picture; at zoom 1 there is nothing to move.
  const dragHandlers = usePointerDrag(
    () => (zoom.zoom === 1 ? null : zoom),
    (from, dx, dy) => setZoom(pan(from, dx, dy, ...size())),
  );

  if (!image) return null;
  const picture = buildResponsiveImage({ src: image.src, preset: 'magnify', fit: 'inside' });
  const maxZoom = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
  return (
    <div className="magnify" onKeyDown={onKeyDown}>
      <div
        ref={viewport}
        className={zoom.zoom > 1 ? 'magnify__viewport magnify__viewport--zoomed' : 'magnify__viewport'}
        tabIndex={0}
        role="group"
        aria-label={image.alt}
        aria-describedby={hintId}
        data-testid="magnify-viewport"
        {...dragHandlers}
      >
        <img
          className="magnify__image"
          src={picture.src}
          srcSet={picture.srcSet}
          width={picture.width}
          height={picture.height}
          alt={image.alt}
          draggable={false}
          data-zoom={zoom.zoom}
          style={{ backgroundColor: IMAGE_PLACEHOLDER_COLOR, transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.zoom})` }}
        />
      </div>
      <p id={hintId} className="magnify__hint">
        {texts.hint}
      </p>
      <div className="magnify__controls">
        <button type="button" className="media-button" onClick={() => zoomBy(-1)} disabled={zoom.zoom === 1} aria-label={texts.zoomOut}>
          <Icon name="minus" />
        </button>
        <output className="magnify__level" aria-live="polite">
          {texts.zoom} {Math.round(zoom.zoom * 100)} %
        </output>
        <button type="button" className="media-button" onClick={() => zoomBy(1)} disabled={zoom.zoom === maxZoom} aria-label={texts.zoomIn}>
          <Icon name="plus" />
        </button>
        {images.length > 1 && (
          <span className="magnify__paging">
            <button type="button" className="media-button" onClick={() => go(-1)} aria-label={texts.previous}>
              <Icon name="chevronLeft" />
            </button>
            <output className="magnify__position" aria-live="polite" data-testid="magnify-position">
              {index + 1} / {images.length}
            </output>
            <button type="button" className="media-button" onClick={() => go(1)} aria-label={texts.next}>
              <Icon name="chevronRight" />
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
