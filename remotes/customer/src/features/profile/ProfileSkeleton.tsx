import { SkeletonBlock, SkeletonLine } from '@portal/ui';

// The form's fields in its order; a hint line under those that have one.
const FIELDS = [
  { label: 'Full Name', hint: false },
  { label: 'Email', hint: true },
  { label: 'Phone', hint: true },
  { label: 'Address', hint: false },
  { label: 'Company Name', hint: false },
  { label: 'TIN', hint: false },
  { label: 'BVN', hint: true },
];

/** The profile form's layout, its values not read yet. */
export function ProfileSkeleton() {
  return (
    <div className="card profile-form">
      <p className="muted">
        <SkeletonLine width="16em" />
      </p>
      <div className="form-grid">
        {FIELDS.map(({ label, hint }) => (
          <div key={label} className="field">
            <span className="field-label">{label}</span>
            <SkeletonBlock width="100%" height={44} radius="8px" />
            {hint && (
              <p className="field-hint">
                <SkeletonLine width="12em" />
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="form-actions">
        <SkeletonBlock width="5em" height={44} radius="8px" />
      </div>
    </div>
  );
}
