import { useEffect, useState } from 'react';
import { clockText } from './quoteText';

/** Now, once a second, while the countdown shows. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The time left on a quote: the clock ticks every second for the eye, while a screen
 * reader hears it only at each whole minute (a polite live region that changes then),
 * not sixty times a minute. `onExpired` is called once when it runs out.
 */
export function QuoteCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const now = useNow();
  const left = Date.parse(expiresAt) - now;
  const expired = left <= 0;
  const minutes = Math.ceil(Math.max(0, left) / 60_000);

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  return (
    <p className="quote-countdown">
      <span aria-hidden="true" data-testid="quote-clock">
        {expired ? 'Quote expired' : `Quote expires in ${clockText(left)}`}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {expired
          ? 'The quote has expired.'
          : `Quote expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`}
      </span>
    </p>
  );
}
