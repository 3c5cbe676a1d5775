import { Fragment } from 'react';

/**
 * An identifier a reader copies into their bank's tools: a UETR (8-4-4-4-12 hex), a
 * reference like "GTB-IN-0001". Hyphens are where a browser breaks a line, so such a token
 * broke as "…-8ea4- / 2dbca5054ab1" (issue 31's screenshots).
 */
const IDENTIFIER = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+[.,;:]?$/;

const isIdentifier = (token: string) => IDENTIFIER.test(token) && /\d/.test(token) && token.length >= 10;

/** A short code with a hyphen and a digit, a postcode like "4000-442" (Porto): never broken at all. */
const isShortCode = (token: string) => IDENTIFIER.test(token) && /\d/.test(token) && token.length >= 5;

/**
 * Text whose identifiers are kept whole: each hyphenated token with a digit in it is set as
 * one box (.identifier), on a line of its own when it does not fit beside the words, and
 * broken only at the line's edge when it is wider than a whole line. A shorter one (a
 * postcode, "4000-442 Porto") is never broken. The words around them wrap as before.
 */
export function WholeIdentifiers({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) =>
        isIdentifier(part) ? (
          <span key={index} className="identifier">
            {part}
          </span>
        ) : isShortCode(part) ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
