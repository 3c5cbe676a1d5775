export { useBusinessRole, useMayDo, useMayStartPayment } from './useBusinessRole';
export { RoleNote, roleNoteText, type RoleNoteProps } from './RoleNote';
