export { useBusinessRole, useMayDo } from './useBusinessRole';
export { RoleNote, roleNoteText, type RoleNoteProps } from './RoleNote';
