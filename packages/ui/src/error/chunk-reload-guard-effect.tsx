'use client';
import { useEffect } from 'react';
import { installChunkReloadGuard } from './chunk-reload-guard.ts';

/** Installs the chunk-load reload guard for the page's lifetime; renders nothing. Mount once in the root layout. */
export function ChunkReloadGuard() {
  useEffect(() => installChunkReloadGuard(), []);
  return null;
}
