import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blokOf, hostilePageContent } from './block-fixtures.ts';
import { sanitizeHref } from './content-link.ts';
import { RichText, type RichTextNode } from './rich-text.tsx';

afterEach(cleanup);

const hostileDoc = (
  hostilePageContent.body.find((blok) => (blok as { component: string }).component === 'RichText') as {
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

describe('RichText with the hostile story (kartenliebe/sicherheitstest)', () => {
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
