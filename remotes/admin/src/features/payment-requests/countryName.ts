// The browser's own names for ISO 3166 codes, so the admin needs no country list of its own.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "Germany (DE)"; the code alone when the browser does not know it (of() throws on a malformed code). */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  try {
    const name = regionNames.of(upper);
    return name && name !== upper ? `${name} (${upper})` : upper;
  } catch {
    return upper;
  }
}
