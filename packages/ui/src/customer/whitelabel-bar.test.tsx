import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { loggedInCustomer, loggedOutCustomer, whitelabelCustomer } from '../lib/fixtures.ts';
import { customerSessionStore } from './customer-store.ts';
import { WhitelabelBar } from './whitelabel-bar.tsx';

afterEach(() => customerSessionStore.setState(customerSessionStore.getInitialState()));

const whitelabelOrder = {
  ...loggedOutCustomer,
  order: { id: 3, isWhitelabelOrder: true, cartArticlesAmount: 1 },
};

describe('WhitelabelBar', () => {
  it.each([
    ['a white-label customer on web', whitelabelCustomer, 'web', /White-Label-Kunde/],
    ['a white-label order on web', whitelabelOrder, 'web', /White-Label-Bestellung/],
    ['a white-label customer on desktop', whitelabelCustomer, 'desktop', null],
    ['a normal customer', loggedInCustomer, 'web', null],
    ['no session yet', null, 'web', null],
  ] as const)('%s', (_case, customer, platform, text) => {
    if (customer) customerSessionStore.getState().initialise(customer);
    renderWithTexts(<WhitelabelBar platform={platform} serviceHref="/white-label-service" />);
    const bar = screen.queryByRole('complementary', { name: 'White-Label-Hinweis' });
    if (text) {
      expect(bar).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Mehr zum White-Label-Service' })).toHaveAttribute(
        'href',
        '/white-label-service',
      );
    } else expect(bar).toBeNull();
  });
});
