'use client';
import { clampRotation, PREVIEW_STEP_DEGREES, type PreviewMaterial } from '@shop/domain/catalogue/wall-picture-depth';
import { useText } from '@shop/i18n/react';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { FrameDialog } from '../dialogs/frame-dialog.tsx';
import { buildImageUrl } from '../image/image-url.ts';
import { Icon } from '../lib/icons.tsx';
import { useCustomerMotif } from './motif-store.ts';
import { usePointerDrag } from './pointer-drag.ts';
import { wallBox } from './wall-box.ts';

/** A material of the preview with its texts, translated by the server. */
export interface PreviewMaterialOption {
  id: PreviewMaterial;
  label: string;
  /** "20 mm deep" */
  depthLabel: string;
  /** The scene's accessible name: "Your motif as canvas, turned". */
  sceneLabel: string;
}

export interface Preview3dDialogProps {
  /** The product picture on the image proxy: the motif unless the customer uploaded one. */
  motif: string;
  materials: readonly PreviewMaterialOption[];
}

/** The slight turn the preview opens with, so the edge (the material's depth) shows at once. */
const START = { x: -8, y: 24 } as const;
/** Degrees per dragged pixel. */
const DRAG_FACTOR = 0.4;
/** The product picture's proportions (packages/domain PRODUCT_PICTURE_SIZE, 4:3). */
const PRODUCT_MOTIF = { width: 1600, height: 1200 } as const;

/**
 * The 3D preview of a wall picture (spec point 4): the motif (the customer's uploaded picture, else the product
 * picture) on a box drawn with CSS 3D transforms (perspective, rotateX/rotateY, six faces), as deep as the chosen
 * material. Turn it by dragging, with the arrow keys or the buttons; without motion (prefers-reduced-motion) the turns
 * jump instead of gliding (dialog.css).
 */
export function Preview3dDialog({ motif, materials }: Preview3dDialogProps) {
  return (
    <FrameDialog id="preview-3d">
      <Preview3dView motif={motif} materials={materials} />
    </FrameDialog>
  );
}

function Preview3dView({ motif, materials }: Preview3dDialogProps) {
  const customerMotif = useCustomerMotif();
  const [material, setMaterial] = useState<PreviewMaterial>(materials[0]?.id ?? 'leinwand');
  const [rotation, setRotation] = useState<{ x: number; y: number }>(START);
  const hintId = useId();
  const texts = {
    material: useText('productMedia.preview3d.material'),
    left: useText('productMedia.preview3d.rotateLeft'),
    right: useText('productMedia.preview3d.rotateRight'),
    up: useText('productMedia.preview3d.rotateUp'),
    down: useText('productMedia.preview3d.rotateDown'),
    reset: useText('productMedia.preview3d.reset'),
    hint: useText('productMedia.preview3d.hint'),
  };
  const option = materials.find((entry) => entry.id === material) ?? materials[0];
  const picture = customerMotif ?? { src: buildImageUrl({ src: motif, width: 640, height: 480, format: 'webp' }), ...PRODUCT_MOTIF };
  const box = wallBox(picture, material);
  const turn = (dx: number, dy: number) => setRotation((current) => clampRotation({ x: current.x + dx, y: current.y + dy }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -PREVIEW_STEP_DEGREES],
      ArrowRight: [0, PREVIEW_STEP_DEGREES],
      ArrowUp: [PREVIEW_STEP_DEGREES, 0],
      ArrowDown: [-PREVIEW_STEP_DEGREES, 0],
    };
    const move = moves[event.key];
    if (move) turn(...move);
    else if (event.key === '0') setRotation({ x: 0, y: 0 });
    else return;
    event.preventDefault();
  };
  // Dragging sideways turns round the vertical axis, up and down tilts.
  const dragHandlers = usePointerDrag(
    () => rotation,
    (from, dx, dy) => setRotation(clampRotation({ x: from.x - dy * DRAG_FACTOR, y: from.y + dx * DRAG_FACTOR })),
  );

  const style = {
    '--box-w': `${box.width}px`,
    '--box-h': `${box.height}px`,
    '--box-d': `${box.depth}px`,
    '--motif': `url("${picture.src.replace(/"/g, '%22')}")`,
  } as CSSProperties;
  return (
    <div className="wall3d" data-material={material}>
      <div
        className="wall3d__stage"
        tabIndex={0}
        role="group"
        aria-label={option?.sceneLabel}
        aria-describedby={hintId}
        data-testid="wall3d-stage"
        onKeyDown={onKeyDown}
        {...dragHandlers}
      >
        <div
          className="wall3d__box"
          style={{ ...style, transform: `rotateX(${rotation.x}deg) rotateY(${rotation.y}deg)` }}
          data-testid="wall3d-box"
          data-rotate-x={rotation.x}
          data-rotate-y={rotation.y}
          data-depth={box.depth}
        >
          {(['front', 'back', 'left', 'right', 'top', 'bottom'] as const).map((face) => (
            <div key={face} className={`wall3d__face wall3d__face--${face}`} />
          ))}
        </div>
      </div>
      <p id={hintId} className="magnify__hint">
        {texts.hint}
      </p>
      <div className="magnify__controls">
        <button type="button" className="media-button" onClick={() => turn(0, -PREVIEW_STEP_DEGREES)} aria-label={texts.left}>
          <Icon name="chevronLeft" />
        </button>
        <button type="button" className="media-button" onClick={() => turn(0, PREVIEW_STEP_DEGREES)} aria-label={texts.right}>
          <Icon name="chevronRight" />
        </button>
        <button type="button" className="media-button" onClick={() => turn(PREVIEW_STEP_DEGREES, 0)} aria-label={texts.up}>
          <Icon name="chevronUp" />
        </button>
        <button type="button" className="media-button" onClick={() => turn(-PREVIEW_STEP_DEGREES, 0)} aria-label={texts.down}>
          <Icon name="chevronDown" />
        </button>
        <button type="button" className="media-link" onClick={() => setRotation({ x: 0, y: 0 })}>
          {texts.reset}
        </button>
      </div>
      <fieldset className="wall3d__materials">
        <legend>{texts.material}</legend>
        {materials.map((entry) => (
          <label key={entry.id} className="wall3d__material">
            <input type="radio" name="wall3d-material" value={entry.id} checked={entry.id === material} onChange={() => setMaterial(entry.id)} />
            <span>{entry.label}</span>
            <span className="wall3d__depth">{entry.depthLabel}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
