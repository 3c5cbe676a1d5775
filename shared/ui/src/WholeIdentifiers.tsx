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
 * A postcode written with a space in it, which the browser would break at that space ("Birmingham
 * B11 / 2AJ", shots7): the UK's ("B11 2AJ", "SW1A 1AA"), Canada's ("K1A 0B1") and the
 * Netherlands' ("1012 AB"). Capital letters only, as addresses write them, so ordinary words
 * are not taken for one. A postcode without a space ("10115") has nowhere to break anyway.
 */
const SPACED_POSTCODE =
  /\b([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[A-Z]\d[A-Z] \d[A-Z]\d|\d{4} [A-Z]{2})(?![A-Za-z\d])/;

/**
 * An identifier whose only break opportunities are after its hyphens ("…-84ff-" / "2d338256d1ca"):
 * a browser may not break after a hyphen that a digit follows (Unicode line breaking keeps "-5"
 * together), and breaking anywhere left one letter on a line of its own ("…d1c" / "a", shots7).
 */
function HyphenBreaks({ token }: { token: string }) {
  const pieces = token.split(/(?<=-)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

function WholeTokens({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) =>
        isIdentifier(part) ? (
          <span key={index} className="identifier">
            <HyphenBreaks token={part} />
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

/**
 * Text whose identifiers are kept whole: each hyphenated token with a digit in it is set as
 * one box (.identifier), on a line of its own when it does not fit beside the words, and
 * broken only after one of its hyphens when it is wider than a whole line. A shorter one (a
 * postcode, "4000-442 Porto", "B11 2AJ") is never broken. The words around them wrap as before.
 */
export function WholeIdentifiers({ text }: { text: string }) {
  // split() with a capturing group puts each postcode at an odd index.
  const parts = text.split(new RegExp(SPACED_POSTCODE.source, 'g'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <WholeTokens key={index} text={part} />
        ),
      )}
    </>
  );
}
