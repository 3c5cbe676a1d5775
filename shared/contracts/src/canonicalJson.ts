/**
 * The JSON Canonicalization Scheme (RFC 8785) for the values a signed receipt holds:
 * objects with their keys sorted by UTF-16 code units, no white space, strings and
 * numbers written as ECMAScript's JSON.stringify writes them (which is what RFC 8785
 * specifies). The server signs these bytes and the verify page checks them, so both
 * use this one function. Twenty lines rather than a package: the `canonicalize` package
 * does the same and would be one more dependency in the public site's bundle.
 */
export type CanonicalValue =
  string | number | boolean | null | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonical JSON has no NaN or Infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  const object = value as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(object).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as CanonicalValue)}`).join(',')}}`;
}
