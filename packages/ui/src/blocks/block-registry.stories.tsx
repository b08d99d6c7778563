import type { Locale } from '@shop/config/markets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createFixtureContext, hostilePageContent, offersPage, offersPageEn } from './block-fixtures.ts';
import { MissingBlock, renderBlocks } from './block-registry.tsx';
import type { Blok } from './block-types.ts';
import { storyActions } from './story-helpers.tsx';

/** A whole content page through the registry, as the storefront mounts it. */
function ContentPage({ page, locale }: { page: typeof offersPage; locale?: Locale }) {
  const context = createFixtureContext({ locale: locale ?? 'de-DE', actions: storyActions });
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1rem' }}>
      {renderBlocks(page.teaser as Blok[], context, { priority: true })}
      {renderBlocks(page.uspTeaser as Blok[], context)}
      {renderBlocks(page.calculator as Blok[], context)}
      {renderBlocks(page.body as Blok[], context)}
    </main>
  );
}

const meta = {
  title: 'Blocks/Registry',
  component: MissingBlock,
  args: { name: 'UnknownWidget' },
} satisfies Meta<typeof MissingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's message for a blok without a component. */
export const Missing: Story = {};
/** The seeded "Ideen und Angebote" page: every block type. */
export const IdeasAndOffers: Story = {
  render: (args) => <ContentPage page={offersPage} locale={(args as { locale?: Locale }).locale} />,
};
/** The whole page at 320 px: nothing may need a mouse or spill sideways (the product matrix scrolls in its own area). */
export const IdeasAndOffersPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <ContentPage page={offersPage} locale={(args as { locale?: Locale }).locale} />,
  play: async ({ canvasElement }) => {
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};
export const IdeasAndOffersEnglish: Story = {
  render: () => <ContentPage page={offersPageEn} locale="en-GB" />,
};
/** The hostile test page: nothing in it runs. */
export const HostilePage: Story = { render: () => <ContentPage page={hostilePageContent} /> };
