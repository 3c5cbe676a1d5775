import { useEffect, useState } from 'react';

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000;

/**
 * Copies one value of the funding instructions. The button's text becomes "Copied" and
 * a polite live region says what was copied, so a screen reader hears it too.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a denied permission): the value stays selectable.
      setFailed(true);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-small copy-button"
        aria-label={`Copy ${label}`}
        onClick={() => void copy()}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `Copied ${label}` : failed ? `Could not copy ${label}; select it instead` : ''}
      </span>
    </>
  );
}
