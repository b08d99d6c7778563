'use client';

import { useEffect, useState } from 'react';

/** One message of the delivery cut-off block and the moment (epoch ms) from which it is the true one. */
export interface CutOffPeriod {
  from: number;
  kind: string;
  text: string;
}

/** The period true at `now`: the last that has started (the first when none has, which the server avoids). */
function periodAt(periods: readonly CutOffPeriod[], now: number): number {
  let index = 0;
  periods.forEach((period, position) => {
    if (period.from <= now) index = position;
  });
  return index;
}

/**
 * The delivery cut-off message as the visitor's clock reads it: the server renders the period true when it rendered
 * (the page may then sit in a cache for minutes), the browser switches to the period of its own time at once and at
 * every later change (a cut-off passing, midnight). No rule runs here: the server wrote every text in advance.
 */
export function CutOffText({ periods, initial }: { periods: readonly CutOffPeriod[]; initial: number }) {
  const [index, setIndex] = useState(initial);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      const current = periodAt(periods, now);
      setIndex(current);
      const next = periods[current + 1];
      // Timers longer than ~24.8 days overflow; a period that far ahead is re-checked daily.
      if (next) timer = setTimeout(update, Math.min(next.from - now, 24 * 3600 * 1000));
    };
    update();
    return () => clearTimeout(timer);
  }, [periods]);

  const period = periods[index];
  if (!period) return null;
  return (
    <p className="delivery-cut-off" data-kind={period.kind} role="status">
      {period.text}
    </p>
  );
}
