/**
 * An e-mail address inside a sentence, with the punctuation that follows it. One box
 * (.whole-word): it moves to a line of its own rather than breaking. When it alone is wider than
 * the line (a long address in bold at 375 px was 2 px wider than the modal's text), it breaks
 * after its "@" first, never inside its domain ("…okafortrading.n" / "g", shots8), and the full
 * stop after it stays in the box instead of starting the next line.
 */
export function EmailInSentence({
  email,
  after = '',
  strong = true,
}: {
  email: string;
  /** The punctuation right after the address (".", ","), kept on its line. */
  after?: string;
  strong?: boolean;
}) {
  const at = email.lastIndexOf('@');
  const address =
    at > 0 ? (
      <>
        {email.slice(0, at + 1)}
        <wbr />
        {email.slice(at + 1)}
      </>
    ) : (
      email
    );
  return (
    <span className="whole-word" data-email={email}>
      {strong ? <strong>{address}</strong> : address}
      {after}
    </span>
  );
}
