import { splitTableRows, type SbRichTextNode } from '@storyblok/richtext';
import { Fragment, type ReactNode } from 'react';
import { isSafeImageSrc } from '../image/image-url.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { sanitizeHref } from './content-link.ts';

/** A node of a content rich-text document (Storyblok's ProseMirror JSON). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: readonly RichTextMark[];
  content?: readonly RichTextNode[];
}
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

const headingLevels = new Set([2, 3, 4, 5, 6]);
const MAX_DEPTH = 20;
/** An anchor id an editor can give (anchor mark, link target on the same page): letters, digits, `-`, `_`. */
const ANCHOR_ID = /^[A-Za-z][\w-]{0,63}$/;

/** Renders the bloks an editor embedded in the text (a `blok` node's `attrs.body`) as the page renders blocks. */
export type RenderEmbeddedBloks = (bloks: readonly Record<string, unknown>[]) => ReactNode;

interface RenderState {
  logger: ShopLogger | undefined;
  renderBloks: RenderEmbeddedBloks | undefined;
}

/** A table cell's span: a small whole number, else none. */
function span(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 1 && number <= 50 ? number : undefined;
}

/**
 * Renders a rich-text document through an allow-list: known nodes and marks become React elements built here, every
 * text is a React text child (escaped, so `<script>` stays text), links keep only http(s), mailto, tel and relative
 * targets, images only http(s) or same-origin sources, and no attribute of the content is copied through (no
 * `on*` handlers, no `style`, no `custom` link attributes). Tables keep only their cells' spans (header rows split
 * off by `@storyblok/richtext`), anchors only a plain id, embedded bloks render through `renderBloks` (the page's
 * block registry) where the caller gives it. An unknown node is dropped and logged as `richtext-render-error`; its
 * text children survive as plain text.
 */
export function RichText({
  doc,
  logger,
  className,
  renderBloks,
}: {
  doc: RichTextNode | null | undefined;
  logger?: ShopLogger;
  className?: string;
  renderBloks?: RenderEmbeddedBloks;
}) {
  if (!doc || typeof doc !== 'object') return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>{renderChildren(doc, { logger, renderBloks }, 0)}</div>
  );
}

function renderChildren(node: RichTextNode, state: RenderState, depth: number): ReactNode[] {
  if (!Array.isArray(node.content)) return [];
  return node.content.map((child, index) => renderNode(child, state, depth + 1, index));
}

function renderRows(rows: readonly RichTextNode[], state: RenderState, depth: number): ReactNode[] {
  return rows.map((row, index) => renderNode(row, state, depth + 1, index));
}

function textOf(node: RichTextNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  return Array.isArray(node.content) ? node.content.map(textOf).join('') : '';
}

function renderNode(node: RichTextNode, state: RenderState, depth: number, key: number): ReactNode {
  if (!node || typeof node !== 'object' || depth > MAX_DEPTH) return null;
  const { logger } = state;
  const children = () => renderChildren(node, state, depth);
  switch (node.type) {
    case 'text':
      return renderMarks(typeof node.text === 'string' ? node.text : '', node.marks, key);
    case 'doc':
      return <div key={key}>{children()}</div>;
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const level = Number(node.attrs?.level);
      const Tag = `h${headingLevels.has(level) ? level : 2}` as 'h2';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered_list':
      return <ol key={key}>{children()}</ol>;
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{textOf(node)}</code>
        </pre>
      );
    case 'table': {
      const rows = Array.isArray(node.content) ? node.content.filter((row) => row?.type === 'tableRow') : [];
      const { headerRows, bodyRows } = splitTableRows(rows as SbRichTextNode[]);
      return (
        // Wide tables scroll inside their frame on phones (the page never scrolls sideways); focusable for keyboards.
        <div key={key} className="rich-text__table" tabIndex={0}>
          <table>
            {headerRows.length > 0 && <thead>{renderRows(headerRows as RichTextNode[], state, depth)}</thead>}
            <tbody>{renderRows(bodyRows as RichTextNode[], state, depth)}</tbody>
          </table>
        </div>
      );
    }
    case 'tableRow':
      return <tr key={key}>{children()}</tr>;
    case 'tableHeader':
      return (
        <th key={key} colSpan={span(node.attrs?.colspan)} rowSpan={span(node.attrs?.rowspan)}>
          {children()}
        </th>
      );
    case 'tableCell':
      return (
        <td key={key} colSpan={span(node.attrs?.colspan)} rowSpan={span(node.attrs?.rowspan)}>
          {children()}
        </td>
      );
    case 'blok': {
      const body = node.attrs?.body;
      if (!state.renderBloks || !Array.isArray(body)) {
        logger?.error('richtext-render-error', { reason: 'embedded blok not rendered here', node: 'blok' });
        return null;
      }
      const bloks = body.filter((blok): blok is Record<string, unknown> => typeof blok === 'object' && blok !== null);
      return (
        <div key={key} className="rich-text__blok">
          {state.renderBloks(bloks)}
        </div>
      );
    }
    case 'image': {
      const src = node.attrs?.src;
      const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
      if (!isSafeImageSrc(src)) {
        logger?.error('richtext-render-error', { reason: 'unsafe image source', node: 'image' });
        return null;
      }
      return <img key={key} src={src} alt={alt} loading="lazy" decoding="async" />;
    }
    default:
      logger?.error('richtext-render-error', { reason: 'unknown node', node: String(node.type) });
      return textOf(node) || null;
  }
}

function renderMarks(text: string, marks: readonly RichTextMark[] | undefined, key: number): ReactNode {
  let element: ReactNode = text;
  for (const mark of Array.isArray(marks) ? marks : []) {
    switch (mark?.type) {
      case 'bold':
        element = <strong>{element}</strong>;
        break;
      case 'italic':
        element = <em>{element}</em>;
        break;
      case 'underline':
        element = <u>{element}</u>;
        break;
      case 'strike':
        element = <s>{element}</s>;
        break;
      case 'code':
        element = <code>{element}</code>;
        break;
      case 'superscript':
        element = <sup>{element}</sup>;
        break;
      case 'subscript':
        element = <sub>{element}</sub>;
        break;
      case 'anchor': {
        // A jump target in the text (`#id` links reach it); an id of any other shape is dropped, the words stay.
        const id = mark.attrs?.id;
        if (typeof id === 'string' && ANCHOR_ID.test(id)) element = <span id={id}>{element}</span>;
        break;
      }
      case 'link': {
        const anchor =
          typeof mark.attrs?.anchor === 'string' && mark.attrs.anchor
            ? `#${encodeURIComponent(mark.attrs.anchor)}`
            : '';
        // No target but an anchor: a jump on this page.
        const rawHref = mark.attrs?.href;
        const href = anchor && (rawHref === undefined || rawHref === null || rawHref === '') ? '' : sanitizeHref(rawHref);
        // An unsafe target keeps its words but loses the link.
        if (href === undefined) break;
        const blank = mark.attrs?.target === '_blank';
        element = (
          <a
            href={`${href}${anchor}`}
            target={blank ? '_blank' : undefined}
            rel={blank ? 'noopener noreferrer' : undefined}
          >
            {element}
          </a>
        );
        break;
      }
      default:
        // Unknown marks (styled, textStyle, highlight with colours) carry attributes we never copy: text only.
        break;
    }
  }
  return <Fragment key={key}>{element}</Fragment>;
}
