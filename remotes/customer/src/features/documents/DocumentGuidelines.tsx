/** The guidelines shown beside the upload form. */
export const DOCUMENT_GUIDELINES = [
  'Maximum 5MB per document',
  'Documents must be clear and easy to read',
  'Documents must be in color',
  'Scans and photos must be high resolution',
  'Documents must not be expired',
  'Accepted formats: PDF, JPG, JPEG and PNG',
] as const;

export function DocumentGuidelines() {
  return (
    <section className="card" aria-labelledby="document-guidelines-title">
      <h2 id="document-guidelines-title">Document Guidelines</h2>
      <ul className="guidelines">
        {DOCUMENT_GUIDELINES.map((guideline) => (
          <li key={guideline}>{guideline}</li>
        ))}
      </ul>
    </section>
  );
}
