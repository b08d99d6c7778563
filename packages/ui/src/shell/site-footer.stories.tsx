import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer.tsx';
import { FooterColumns } from './footer-columns.tsx';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  // The client island it packs its data for.
  subcomponents: { FooterColumns },
  args: {
    channelName: 'kartenliebe',
    locale: 'de-CH',
    privacyHref: '/datenschutz/',
    otherLanguages: [],
    year: 2026,
    columns: [
      { headline: 'Unternehmen', links: [{ text: 'Über uns', link: '/ueber-uns/' }, { text: 'Magazin', link: '/magazin/' }] },
      { headline: 'Rechtliches', links: [{ text: 'Datenschutz', link: '/datenschutz/' }, { text: 'AGB', link: '/agb/' }, { text: 'Impressum', link: '/impressum/' }] },
    ],
    copyright: '© 2026 kartenliebe',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleLanguageCountry: Story = { args: { locale: 'de-DE' } };
export const WithoutStory: Story = { args: { columns: [], copyright: undefined } };
export const Switzerland: Story = {
  args: {
    otherLanguages: [
      { locale: 'fr-CH', href: '/fr/' },
      { locale: 'it-CH', href: '/it/' },
    ],
  },
};
