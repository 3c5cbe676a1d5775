import { STAFF_ROLE_LABELS } from '@portal/words/roles';
import { useStaffRole } from './useStaffRole';

export interface StaffRoleNoteProps {
  /** What the role can read, e.g. "the rates". */
  reads: string;
  /** What it cannot do with them, e.g. "change them". */
  cannot: string;
}

/** Said in one line where a form or button is hidden for the signed-in staff member's role. */
export function staffRoleNoteText(roleLabel: string, { reads, cannot }: StaffRoleNoteProps): string {
  return `Your role (${roleLabel}) can read ${reads} but not ${cannot}.`;
}

/** Why a control is missing: "Your role (Finance) can read registrations but not decide them." */
export function StaffRoleNote(props: StaffRoleNoteProps & { className?: string }) {
  const role = useStaffRole();
  return (
    <p className={props.className ?? 'muted role-note'} data-testid="role-note">
      {staffRoleNoteText(STAFF_ROLE_LABELS[role], props)}
    </p>
  );
}
