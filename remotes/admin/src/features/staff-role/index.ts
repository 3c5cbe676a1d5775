export { useStaffMayDo, useStaffRole } from './useStaffRole';
export { StaffRoleNote, staffRoleNoteText, type StaffRoleNoteProps } from './StaffRoleNote';
export { PaymentRoleNote, type PaymentRoleNoteProps } from './PaymentRoleNote';
