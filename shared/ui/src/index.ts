export { Alert, type AlertProps, type AlertTone } from './Alert';
export { TextField, type TextFieldProps } from './TextField';
export { PortalLayout, type PortalLayoutProps, type PortalNavItem } from './PortalLayout';
export { StatusBadge } from './StatusBadge';
export { useEditableForm, type EditableForm, type EditableFormOptions } from './useEditableForm';
export { usePageTitle } from './usePageTitle';
