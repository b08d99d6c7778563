'use client';
import { lazy, Suspense } from 'react';
import { Icon } from '../lib/icons.tsx';
import { useLazyDialog } from './lazy-dialog.ts';
import type { Preview3dDialogProps } from './preview-3d-dialog.tsx';

const Preview3dDialog = lazy(() => import('./preview-3d-dialog.tsx').then((module) => ({ default: module.Preview3dDialog })));

export interface Preview3dTriggerProps extends Preview3dDialogProps {
  label: string;
}

/** "View in 3D": opens the 3D preview of the wall picture, whose code loads on the first open. */
export function Preview3dTrigger({ label, ...dialog }: Preview3dTriggerProps) {
  const { mounted, open } = useLazyDialog('preview-3d');
  return (
    <>
      <button type="button" className="media-link" aria-haspopup="dialog" onClick={open} data-testid="preview3d-trigger">
        <Icon name="cube" />
        {label}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <Preview3dDialog {...dialog} />
        </Suspense>
      )}
    </>
  );
}
