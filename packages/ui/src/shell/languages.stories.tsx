import type { Locale } from '@shop/config/markets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoutButton } from '../customer/logout-button.tsx';
import { LoginDialog } from '../dialogs/login-dialog.tsx';
import { Header } from '../header/header.tsx';
import { headerData, loggedInCustomer, mainNavigationBar, navigationFlyouts } from '../lib/fixtures.ts';
import { textsForLocale } from '../lib/story-texts.tsx';
import {
  withCustomer,
  withLocaleTexts,
  withOpenDialog,
  withQueryClient,
} from '../lib/story-decorators.tsx';
import { BurgerButton } from '../navigation/burger-button.tsx';
import { MainNavigation } from '../navigation/main-navigation.tsx';
import { FlyoutContent } from '../navigation/flyout-content.tsx';

/**
 * The shell's own texts in each of the six languages (the content stays the seeded German wallart navigation): the
 * header with a logged-in customer, the main navigation, the log-out button and the log-in dialog. The story tests run
 * the a11y checks in every language, so a missing or empty translation of a label fails as a nameless control.
 */
const meta = {
  title: 'Shell/Languages',
  component: Header,
  subcomponents: { MainNavigation, BurgerButton, LogoutButton, LoginDialog },
  decorators: [withLocaleTexts, withQueryClient, withCustomer(loggedInCustomer), withOpenDialog('login')],
  args: {
    layout: 'web',
    platform: 'web',
    data: headerData,
    channelName: 'wallart',
    homeHref: '/',
    burgerButton: <BurgerButton />,
  },
  render: (args) => (
    <>
      <Header {...args} />
      <MainNavigation
        items={mainNavigationBar}
        flyouts={navigationFlyouts}
        flyoutContent={FlyoutContent}
        currentPath="/"
        wallArtTreatments={{ grouping: 'off', specialEntry: 'off' }}
      />
      <LogoutButton logout={() => Promise.resolve({ message: 'ok' })} />
      <LoginDialog login={() => Promise.resolve(loggedInCustomer)} resendVerification={() => Promise.resolve({ message: 'sent' })} />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const texts = textsForLocale(globals.locale as Locale);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(texts['dialog.login.title'] ?? '');
    // Not the German text with another lang attribute: the story really runs in its language.
    if (!String(globals.locale).startsWith('de-'))
      await expect(texts['dialog.login.title']).not.toBe(textsForLocale('de-DE')['dialog.login.title']);
    await expect(within(canvasElement).getByRole('button', { name: texts['account.logout'] ?? '', hidden: true })).toBeTruthy();
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { globals: { locale: 'de-DE' } };
export const English: Story = { globals: { locale: 'en-GB' } };
export const French: Story = { globals: { locale: 'fr-FR' } };
export const Spanish: Story = { globals: { locale: 'es-ES' } };
export const Italian: Story = { globals: { locale: 'it-IT' } };
export const Dutch: Story = { globals: { locale: 'nl-NL' } };
