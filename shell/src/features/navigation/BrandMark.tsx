/**
 * The VendorBridge mark, an arch over a deck (a bridge), drawn inline so the navbar
 * needs no extra request; shell/public/favicon.svg is the same drawing. It is
 * decoration: the link's name is the text beside it, which is also what it shows
 * (a "VB" in letters would be visible text missing from the name).
 */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#0b5cab" />
      <path
        d="M7 20.5c2.6-6.4 15.4-6.4 18 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M6.5 24h19" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M11 18.2V24M16 16.3V24M21 18.2V24" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
