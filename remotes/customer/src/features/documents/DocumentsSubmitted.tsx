import { useEffect, useRef } from 'react';

export const DOCUMENTS_SUBMITTED_TITLE = 'Documents Submitted Successfully!';

/** How many files the server took, from its answer rather than from the form. */
function describeSubmission(fileCount: number): string {
  const files = fileCount === 1 ? '1 file was' : `${fileCount} files were`;
  return `${files} received. VendorBridge will now review your documents.`;
}

export function DocumentsSubmitted({ fileCount }: { fileCount: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone; bring them (and their screen reader) here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card submission-success" aria-labelledby="documents-submitted-title">
      <h2 id="documents-submitted-title" ref={heading} tabIndex={-1}>
        {DOCUMENTS_SUBMITTED_TITLE}
      </h2>
      <p>{describeSubmission(fileCount)}</p>
      <p className="muted">The form will be ready again in a few seconds.</p>
    </section>
  );
}
