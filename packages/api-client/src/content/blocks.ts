import { storyblokEditable } from '@storyblok/js';

/** The visual editor's data attributes of a draft block (`data-blok-c`, `data-blok-uid`), spread onto its wrapper. */
export type EditableAttributes = Readonly<Record<`data-${string}`, string>>;

/**
 * A content block in the project's shape: `id` and `type` (the block's name, e.g. `Teaser`) instead of the vendor's
 * `_uid` and `component`; the visual editor's `_editable` marker becomes the `editable` attributes. Further fields
 * keep the names the content space gives them (content/README.md "Blocks").
 */
export interface ContentBlock {
  id: string;
  type: string;
  /** Draft content of a verified preview only: the attributes that let a click in the preview select the block. */
  editable?: EditableAttributes;
  [field: string]: unknown;
}

/** A vendor block: an object naming its component. Rich-text nodes (`type`), assets and links name none. */
function isVendorBlock(value: Record<string, unknown>): boolean {
  return typeof value.component === 'string';
}

function mapValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mapValue);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (isVendorBlock(record)) return toContentBlock(record);
  const mapped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) mapped[key] = mapValue(field);
  return mapped;
}

/**
 * Maps a delivered block (and every block nested in its fields, rich-text bodies and resolved relations included)
 * into a ContentBlock. The one place the vendor's `_uid` / `component` / `_editable` are read.
 */
export function toContentBlock(blok: Readonly<Record<string, unknown>>): ContentBlock {
  const { _uid, component, _editable, ...fields } = blok;
  const block = {} as ContentBlock;
  for (const [key, field] of Object.entries(fields)) block[key] = mapValue(field);
  block.id = typeof _uid === 'string' ? _uid : '';
  block.type = String(component);
  if (typeof _editable === 'string') {
    const attributes = storyblokEditable({ _editable });
    if (attributes['data-blok-c'] !== undefined)
      block.editable = { 'data-blok-c': attributes['data-blok-c'], 'data-blok-uid': attributes['data-blok-uid'] };
  }
  return block;
}

/** Maps a list of delivered blocks; anything that is not a block is left out. */
export function toContentBlocks(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && isVendorBlock(item))
    .map(toContentBlock);
}
