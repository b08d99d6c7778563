import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blokOf, hostilePageContent } from './block-fixtures.ts';
import { sanitizeHref } from './content-link.ts';
import { RichText, type RichTextNode } from './rich-text.tsx';

afterEach(cleanup);

const hostileDoc = (
  hostilePageContent.body.find((blok) => blok.type === 'RichText') as unknown as {
    text: RichTextNode;
  }
).text;

/** Every attribute of every element: none may run code. */
function activeAttributes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter(
        (attribute) =>
          /^on/i.test(attribute.name) || /^\s*(javascript|data|vbscript):/i.test(attribute.value),
      )
      .map((attribute) => `${element.tagName}[${attribute.name}=${attribute.value}]`),
  );
}

describe('RichText with the hostile story (test/hostile-story.json)', () => {
  it('renders no script, no javascript:/data: URL and no event handler', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(<RichText doc={hostileDoc} logger={logger} />);
    expect(container.querySelector('script')).toBeNull();
    expect(activeAttributes(container)).toEqual([]);
    // The words stay, as text: the script tag is visible text, the links lost their targets.
    expect(container.textContent).toContain('<script>window.__hostile=1</script>Text mit Skript.');
    expect(container.textContent).toContain('Gefährlicher Link und Daten-Link');
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      'richtext-render-error',
      expect.objectContaining({ node: 'image' }),
    );
  });

  it('keeps safe links and formatting of the seeded offers page', () => {
    const doc = blokOf<{ text: RichTextNode }>('RichText').text;
    render(<RichText doc={doc} />);
    expect(screen.getByRole('link', { name: 'Fotokalender' })).toHaveAttribute('href', '/fotokalender');
  });

  it('renders the allowed nodes and marks, drops unknown ones (logged) but keeps their text', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3, onclick: 'x()' }, content: [{ type: 'text', text: 'Titel' }] },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'fett',
                      marks: [
                        { type: 'bold' },
                        { type: 'styled', attrs: { class: 'x', style: 'background:url(javascript:x)' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'extern',
              marks: [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank' } }],
            },
          ],
        },
        { type: 'iframe', content: [{ type: 'text', text: 'eingebettet' }] },
      ],
    };
    const { container } = render(<RichText doc={doc} logger={logger} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Titel' })).not.toHaveAttribute('onclick');
    expect(screen.getByText('fett').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'extern' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toContain('eingebettet');
    expect(container.querySelector('[style]')).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('richtext-render-error', {
      reason: 'unknown node',
      node: 'iframe',
    });
  });
});

describe('sanitizeHref', () => {
  it.each([
    ['/fotokalender', '/fotokalender'],
    ['fotokalender?x=1#a', 'fotokalender?x=1#a'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:service@example.com', 'mailto:service@example.com'],
    ['tel:+4930123', 'tel:+4930123'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    [' java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (href, expected) => {
    expect(sanitizeHref(href)).toBe(expected);
  });
});

describe('RichText tables, embedded bloks and anchors', () => {
  const cell = (type: 'tableCell' | 'tableHeader', text: string, attrs: Record<string, unknown> = {}): RichTextNode => ({
    type,
    attrs,
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

  it('renders a table with its header row in thead and only the cells’ spans as attributes', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Format'), cell('tableHeader', 'Preis')] },
            {
              type: 'tableRow',
              content: [cell('tableCell', 'A5', { colspan: 1, style: 'color:red', onclick: 'alert(1)' }), cell('tableCell', '9,99 €', { rowspan: 2 })],
            },
            { type: 'tableRow', content: [cell('tableCell', 'A4', { colspan: 999 })] },
          ],
        },
      ],
    };
    const { container } = render(<RichText doc={doc} />);
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Format', 'Preis']);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual(['A59,99 €', 'A4']);
    expect(container.querySelector('tbody td:nth-child(2)')?.getAttribute('rowspan')).toBe('2');
    // An out-of-range span and every other attribute of the content are dropped.
    expect([...container.querySelectorAll('td')].map((td) => [...td.attributes].map((a) => a.name))).toEqual([[], ['rowspan'], []]);
    expect(activeAttributes(container)).toEqual([]);
  });

  it('renders embedded bloks through the page’s block renderer, and logs them where there is none', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [{ type: 'blok', attrs: { id: 'x', body: [{ id: 'b1', type: 'UspTeaser' }, 'not a blok'] } }],
    };
    const renderBloks = vi.fn((bloks: readonly Record<string, unknown>[]) => bloks.map((blok) => <p key={String(blok.id)}>Blok {String(blok.type)}</p>));
    render(<RichText doc={doc} renderBloks={renderBloks} />);
    expect(screen.getByText('Blok UspTeaser')).toBeInTheDocument();
    expect(renderBloks).toHaveBeenCalledWith([{ id: 'b1', type: 'UspTeaser' }]);
    cleanup();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(<RichText doc={doc} logger={logger} />);
    expect(container.textContent).toBe('');
    expect(logger.error).toHaveBeenCalledWith('richtext-render-error', expect.objectContaining({ node: 'blok' }));
  });

  it('gives an anchor mark its id (plain ids only) and links to an anchor on the same page', () => {
    const doc: RichTextNode = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Versand', marks: [{ type: 'anchor', attrs: { id: 'versand' } }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Böse', marks: [{ type: 'anchor', attrs: { id: '"><script>' } }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Zum Versand', marks: [{ type: 'link', attrs: { href: '', anchor: 'versand', linktype: 'story' } }] }] },
      ],
    };
    const { container } = render(<RichText doc={doc} />);
    expect(container.querySelector('#versand')?.textContent).toBe('Versand');
    expect(container.querySelectorAll('[id]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Zum Versand' })).toHaveAttribute('href', '#versand');
    expect(container.textContent).toContain('Böse');
  });
});
