import { cleanup, render, screen } from '@testing-library/react';
import { toContentBlock } from '@shop/api-client/content/blocks';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixtureContext, hostilePageContent, offersPage, offersPageEn } from './block-fixtures.ts';
import { blockRenderers, missingBlockMessage, renderBlock, renderBlocks } from './block-registry.tsx';
import type { Blok } from './block-types.ts';

afterEach(cleanup);

describe('renderBlock', () => {
  it.each([
    ['kartenliebe', kartenliebe, true],
    ['wallart', wallart, false],
  ] as const)('renders the wishlist only where the channel has one (%s: %s)', (_name, settings, shown) => {
    const blok = { id: 'w', type: 'Wishlist', headline: 'Merkzettel' };
    render(<>{renderBlock(blok, createFixtureContext({ settings }))}</>);
    expect(screen.queryByRole('heading', { name: 'Merkzettel' }) !== null).toBe(shown);
  });

  it("marks a draft blok for the visual editor (its `_editable` marker, mapped by the api-client), never a published one", () => {
    const published = { id: 'u1', type: 'UspTeaser', headline: 'Gratis Versand' };
    const draft = toContentBlock({ _uid: 'u1', component: 'UspTeaser', headline: 'Gratis Versand', _editable: `<!--#storyblok#${JSON.stringify({ name: 'UspTeaser', space: '1', uid: 'u1', id: '42' })}-->` });
    const { container, rerender } = render(<>{renderBlock(published, createFixtureContext())}</>);
    expect(container.querySelector('[data-blok-c]')).toBeNull();
    rerender(<>{renderBlock(draft, createFixtureContext())}</>);
    const marked = container.querySelector('[data-blok-c]');
    expect(marked?.getAttribute('data-blok-uid')).toBe('42-u1');
    expect(JSON.parse(marked?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({ name: 'UspTeaser', uid: 'u1', id: '42' });
  });

  it('shows the spec message word for word for a blok without a component', () => {
    render(<>{renderBlock({ id: '1', type: 'UnknownWidget' }, createFixtureContext())}</>);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Component could not be found for blok UnknownWidget! Is it configured correctly?',
    );
    expect(missingBlockMessage('X')).toBe(
      'Component could not be found for blok X! Is it configured correctly?',
    );
  });

  it('does not treat inherited object keys as components', () => {
    render(<>{renderBlock({ id: '1', type: 'constructor' }, createFixtureContext())}</>);
    expect(screen.getByRole('note')).toHaveTextContent('blok constructor!');
  });

  it.each([
    ['de', offersPage],
    ['en', offersPageEn],
  ])('renders every blok of the seeded ideas-and-offers page (%s) with a component', (_language, page) => {
    const components = new Set(
      [...page.teaser, ...page.uspTeaser, ...page.calculator, ...page.body].map(
        (blok) => (blok as Blok).type,
      ),
    );
    for (const component of components) expect(blockRenderers[component], component).toBeDefined();
    const { container } = render(
      <>
        {renderBlocks(
          [...page.uspTeaser, ...page.calculator, ...page.body] as Blok[],
          createFixtureContext({ locale: _language === 'de' ? 'de-DE' : 'en-GB' }),
        )}
      </>,
    );
    expect(container.querySelector('.block-missing')).toBeNull();
    expect(container.querySelector('.calculator')).not.toBeNull();
  });

  it('renders the hostile page with nothing active and the unknown blok message', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(
      <>
        {renderBlocks(
          [...hostilePageContent.teaser, ...hostilePageContent.body] as Blok[],
          createFixtureContext({ logger }),
          { priority: true },
        )}
      </>,
    );
    expect(container.querySelector('script')).toBeNull();
    const active = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter(
        (attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|data):/i.test(attribute.value),
      ),
    );
    expect(active).toEqual([]);
    // The teaser headline carrying an <img onerror> is text, the javascript: call to action is no link.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror="window.__hostile=1">Sicherheitstest',
    );
    expect(screen.queryByRole('link', { name: 'Jetzt gestalten' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Component could not be found for blok UnknownWidget! Is it configured correctly?',
    );
  });
});
