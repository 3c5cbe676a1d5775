export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <div className="stack">
      <p>
        <strong>Copy these recovery codes now and keep them somewhere safe.</strong> Each one signs you in
        once if you lose your phone. They will not be shown again.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn" onClick={onDone}>
          I have saved my recovery codes
        </button>
      </div>
    </div>
  );
}
