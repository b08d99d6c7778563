import { parseContentDate } from '@shop/domain/time/calendar-day';
import { createShopIntl } from '@shop/i18n/intl';
import type { BlockContext } from './block-types.ts';
import { CountdownTimer } from './countdown-timer.tsx';

/** `Countdown` blok: a promotion counting down to `endDate`. */
export interface CountdownBlok {
  id: string;
  type: 'Countdown';
  headline?: string;
  text?: string;
  endDate?: string;
  backgroundColor?: string;
  textColor?: string;
}

const COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The countdown. Time comes from `context.now`, never the clock: an end date not after it logs
 * `countdown-date-in-past` and the block renders nothing (an expired promotion is not shown).
 */
export function Countdown({ blok, context }: { blok: CountdownBlok; context: BlockContext }) {
  const end = parseContentDate(blok.endDate);
  if (!end) {
    context.logger.warn('countdown-date-in-past', {
      uid: blok.id,
      endDate: blok.endDate ?? null,
      reason: 'invalid date',
    });
    return null;
  }
  if (end.getTime() <= context.now.getTime()) {
    context.logger.error('countdown-date-in-past', { uid: blok.id, endDate: blok.endDate });
    return null;
  }
  const intl = createShopIntl(context.locale);
  const style = {
    backgroundColor:
      blok.backgroundColor && COLOR.test(blok.backgroundColor) ? blok.backgroundColor : undefined,
    color: blok.textColor && COLOR.test(blok.textColor) ? blok.textColor : undefined,
  };
  return (
    <section className="countdown" style={style} aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="countdown__headline">{blok.headline}</h2>}
      {blok.text && <p className="countdown__text">{blok.text}</p>}
      <CountdownTimer
        end={end.toISOString()}
        now={context.now.toISOString()}
        labels={{
          days: intl.t('blocks.countdown.days'),
          hours: intl.t('blocks.countdown.hours'),
          minutes: intl.t('blocks.countdown.minutes'),
          seconds: intl.t('blocks.countdown.seconds'),
          ended: intl.t('blocks.countdown.ended'),
        }}
      />
    </section>
  );
}
