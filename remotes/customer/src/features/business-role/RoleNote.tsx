import { BUSINESS_ROLE_LABELS } from '@portal/words/roles';
import { useBusinessRole } from './useBusinessRole';

export interface RoleNoteProps {
  /** What the role can read, e.g. "payments". */
  reads: string;
  /** What it cannot do with them, e.g. "create them". */
  cannot: string;
}

/** Said in one line where a form or button is hidden for the signed-in customer's role. */
export function roleNoteText(roleLabel: string, { reads, cannot }: RoleNoteProps): string {
  return `Your role (${roleLabel}) can read ${reads} but not ${cannot}.`;
}

/** Why a control is missing: "Your role (Viewer) can read payments but not create them." */
export function RoleNote(props: RoleNoteProps & { className?: string }) {
  const role = useBusinessRole();
  return (
    <p className={props.className ?? 'muted role-note'} data-testid="role-note">
      {roleNoteText(BUSINESS_ROLE_LABELS[role], props)}
    </p>
  );
}
