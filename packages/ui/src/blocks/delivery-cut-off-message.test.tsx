import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { DeliveryCutOffMessage, type DeliveryCutOffMessageBlok } from './delivery-cut-off-message.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The browser's clock at `iso` (the block's island reads it), timers under the test's control. */
const browserClockAt = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date', 'setTimeout', 'clearTimeout'] });

const blok = blokOf<DeliveryCutOffMessageBlok>('DeliveryCutOffMessage');
const shipping = {
  timeZone: 'Europe/Berlin',
  lodStart: '2026-11-23T05:00:00Z',
  safetyLodEnd: '2026-11-23T13:00:00Z',
  lodEnd: '2026-11-23T15:00:00Z',
  expressLodEnd: '2026-11-24T11:00:00Z',
  saturdayLodEnd: '2026-11-28T10:00:00Z',
};

describe('DeliveryCutOffMessage', () => {
  it.each([
    // Monday 23 Nov, 07:00 Berlin: the window started, the safety cut-off at 14:00 is today.
    ['2026-11-23T06:00:00Z', 'safety', 'Heute bis 14:00 Uhr bestellen, Lieferung garantiert'],
    // Sunday evening: the window has not started: an empty message.
    ['2026-11-22T20:00:00Z', 'empty', ''],
    // 15:00 Berlin: the safety cut-off passed, the cut-off at 16:00 is today.
    ['2026-11-23T14:00:00Z', 'cut-off', 'Heute bis 16:00 Uhr bestellt, morgen versendet'],
    // 17:00 Berlin: express tomorrow at 12:00.
    ['2026-11-23T16:00:00Z', 'express', 'Express: morgen bis 12:00 Uhr bestellen'],
    [
      '2026-11-25T10:00:00Z',
      'saturday',
      'Samstagszustellung: bis Samstag, 28. November, 11:00 Uhr bestellen',
    ],
  ])('at %s shows the %s message', (now, kind, text) => {
    browserClockAt(now);
    const { container } = render(
      <DeliveryCutOffMessage blok={blok} context={createFixtureContext({ now: new Date(now), shipping })} />,
    );
    const message = screen.getByRole('status');
    expect(message).toHaveAttribute('data-kind', kind);
    expect(container.textContent).toBe(text);
  });

  it('a page rendered before the cut-off and read after it shows the next message (the browser’s clock decides)', () => {
    // Rendered at 15:59:59 Berlin (cached), opened at 16:00:00.000 (the cut-off's exact millisecond).
    browserClockAt('2026-11-23T15:00:00.000Z');
    const { container } = render(
      <DeliveryCutOffMessage blok={blok} context={createFixtureContext({ now: new Date('2026-11-23T14:59:59.000Z'), shipping })} />,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-kind', 'express');
    expect(container.textContent).toBe('Express: morgen bis 12:00 Uhr bestellen');
  });

  it('switches at the cut-off while the page is open: one millisecond before, the old text; at it, the next', () => {
    browserClockAt('2026-11-23T14:59:59.000Z');
    const { container } = render(
      <DeliveryCutOffMessage blok={blok} context={createFixtureContext({ now: new Date('2026-11-23T14:59:59.000Z'), shipping })} />,
    );
    expect(container.textContent).toBe('Heute bis 16:00 Uhr bestellt, morgen versendet');
    act(() => vi.advanceTimersByTime(999));
    expect(container.textContent).toBe('Heute bis 16:00 Uhr bestellt, morgen versendet');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-kind', 'express');
    expect(container.textContent).toBe('Express: morgen bis 12:00 Uhr bestellen');
  });

  it('renders nothing without shipping information or after every cut-off', () => {
    browserClockAt('2026-12-01T00:00:00Z');
    const { container } = render(
      <>
        <DeliveryCutOffMessage blok={blok} context={createFixtureContext({ shipping: null })} />
        <DeliveryCutOffMessage
          blok={blok}
          context={createFixtureContext({ shipping, now: new Date('2026-12-01T00:00:00Z') })}
        />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
