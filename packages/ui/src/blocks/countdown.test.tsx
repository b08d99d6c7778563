import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { Countdown, type CountdownBlok } from './countdown.tsx';
import { splitRemaining } from './countdown-timer.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const blok = blokOf<CountdownBlok>('Countdown');

describe('Countdown', () => {
  it('logs countdown-date-in-past and renders nothing when the end date has passed', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const { container } = render(
      <Countdown
        blok={blok}
        context={createFixtureContext({ logger, now: new Date('2026-12-19T00:00:00Z') })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(logger.error).toHaveBeenCalledWith('countdown-date-in-past', {
      uid: blok.id,
      endDate: '2026-12-18T23:59:00+01:00',
    });
  });

  it('counts down from the given time and ticks every second', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z') });
    const logger = { error: vi.fn(), warn: vi.fn() };
    render(<Countdown blok={blok} context={createFixtureContext({ logger })} />);
    expect(logger.error).not.toHaveBeenCalled();
    // 18 Dec 23:59 CET is 22:59 UTC: 27 days, 13 hours, 59 minutes from 21 Nov 09:00 UTC.
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('27Tage13Stunden59Minuten00Sekunden');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('58Minuten59Sekunden');
  });

  it('splits the time left', () => {
    expect(splitRemaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
