import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BlockLoggerProvider } from './block-logger.tsx';
import { TeaserMedia } from './teaser-media.tsx';
import './story-helpers.tsx';
// A picture that loads without the image proxy (Storybook serves none): a 1200×600 SVG beside the story, which Vite
// serves as a file (not inlined: the hero takes no `data:` address).
import picture from './story-hero.svg?no-inline';

const image = { filename: picture, alt: 'Wandbild über dem Sofa' };

/** The hero's client leaf; its failures go to the page's block logger (`BlockLoggerProvider`). */
const meta = {
  title: 'Blocks/TeaserMedia',
  component: TeaserMedia,
  subcomponents: { BlockLoggerProvider },
  args: { image, eager: true },
  decorators: [
    (Story, { parameters }) => (
      <BlockLoggerProvider logger={parameters.logger as { error: () => void; warn: () => void }}>
        <div className="teaser teaser--hero">
          <Story />
        </div>
      </BlockLoggerProvider>
    ),
  ],
  parameters: { logger: { error: fn(), warn: fn() } },
} satisfies Meta<typeof TeaserMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wandbild über dem Sofa' })).toBeVisible();
  },
};
/** No picture in the content: the grey placeholder. */
export const WithoutPicture: Story = { args: { image: null } };
/** A picture that fails to load: the grey placeholder stays and the logger hears of it once. */
export const PictureFailed: Story = {
  args: { image: { ...image, filename: '/missing/hero.jpg' } },
  parameters: { logger: { error: fn(), warn: fn() } },
  play: async ({ canvasElement, parameters }) => {
    const logger = parameters.logger as { error: ReturnType<typeof fn> };
    await waitFor(() => expect(logger.error).toHaveBeenCalledWith('teaser-hero-image-failed-to-load', expect.anything()));
    await expect(logger.error).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvasElement.querySelector('.teaser__image--failed')).not.toBeNull());
  },
};
/** A video that cannot play: its fallback text and a logged failure. */
export const VideoFailed: Story = {
  // Bytes no browser can decode: the error comes at once, without a request.
  args: { image: null, video: { src: 'data:video/mp4;base64,AAAAAAAAAAA=', fallback: 'Dein Browser kann dieses Video nicht abspielen.' } },
  parameters: {
    logger: { error: fn(), warn: fn() },
    // axe waits up to 10 s for an autoplaying video's metadata, which a broken video never sends; the rules still run.
    a11y: { options: { preload: false } },
  },
  play: async ({ parameters }) => {
    const logger = parameters.logger as { error: ReturnType<typeof fn> };
    await waitFor(() => expect(logger.error).toHaveBeenCalledWith('teaser-hero-video-failed-to-load', expect.anything()));
  },
};
