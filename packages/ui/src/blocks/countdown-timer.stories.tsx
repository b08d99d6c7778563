import type { Locale } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureNow } from './block-fixtures.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import './story-helpers.tsx';

const labelsFor = (locale: Locale) => {
  const intl = createShopIntl(locale);
  return {
    days: intl.t('blocks.countdown.days'),
    hours: intl.t('blocks.countdown.hours'),
    minutes: intl.t('blocks.countdown.minutes'),
    seconds: intl.t('blocks.countdown.seconds'),
    ended: intl.t('blocks.countdown.ended'),
  };
};
// From the real clock (`new Date()`): another story file may have `Date.now` pointed at its fixture's day while this
// module loads, which put the end two days after 21 November 2026 and the timer in the past.
const storyNow = new Date();
const inHours = (hours: number) => new Date(storyNow.getTime() + hours * 3_600_000).toISOString();

/** The ticking part of the Countdown block, in the toolbar's locale; it follows the browser clock every second. */
const meta = {
  title: 'Blocks/Countdown/Timer',
  component: CountdownTimer,
  args: { end: inHours(2 * 24 + 5.5), now: storyNow.toISOString(), labels: labelsFor('de-DE') },
  render: (args, { globals }) => (
    <div className="countdown">
      <CountdownTimer {...args} labels={labelsFor((globals.locale as Locale | undefined) ?? 'de-DE')} />
    </div>
  ),
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/02\s*Tage/);
  },
};
export const LastMinute: Story = { args: { end: inHours(0.01) } };
/** The end has passed while the page was open: the ended message replaces the timer. */
export const Ended: Story = {
  args: { end: fixtureNow.toISOString(), now: fixtureNow.toISOString() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Aktion ist beendet.')).toBeVisible();
  },
};
