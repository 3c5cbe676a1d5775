export { useStaffMayDo, useStaffRole } from './useStaffRole';
export { StaffRoleNote, staffRoleNoteText, type StaffRoleNoteProps } from './StaffRoleNote';
