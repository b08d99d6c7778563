'use client';
import { useEffect, useState } from 'react';
import { MILLISECONDS_PER_SECOND } from '@shop/domain/time/time-constants';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the time left into days, hours, minutes and seconds; nothing left is all zeros. */
export function splitRemaining(milliseconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface CountdownTimerProps {
  /** ISO end time. */
  end: string;
  /** Server time of the render, so the first client render matches the HTML. */
  now: string;
  labels: { days: string; hours: string; minutes: string; seconds: string; ended: string };
}

/** The ticking part of the countdown: starts from the server's time, then follows the browser clock every second. */
export function CountdownTimer({ end, now, labels }: CountdownTimerProps) {
  const endTime = new Date(end).getTime();
  const [current, setCurrent] = useState(() => new Date(now).getTime());
  useEffect(() => {
    const tick = () => setCurrent(Date.now());
    const timer = setInterval(tick, MILLISECONDS_PER_SECOND);
    return () => clearInterval(timer);
  }, []);
  const left = endTime - current;
  if (left <= 0) return <p className="countdown__ended">{labels.ended}</p>;
  const parts = splitRemaining(left);
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    // Screen readers get the time once, not every second.
    <div className="countdown__timer" role="timer" aria-live="off">
      {units.map(([unit, value]) => (
        <span key={unit} className="countdown__unit">
          <span className="countdown__value">{String(value).padStart(2, '0')}</span>
          <span className="countdown__label">{labels[unit]}</span>
        </span>
      ))}
    </div>
  );
}
