export { Alert, type AlertProps, type AlertTone } from './Alert';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Icon, type IconProps, type LucideIcon } from './Icon';
export * from './icons';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ActiveSessionsSection, ChangePasswordSection, useSecurityRead, type SecurityRead } from './security';
export { PortalLayout, type PortalLayoutProps, type PortalNavItem } from './PortalLayout';
export { Skeleton, SkeletonBlock, SkeletonLine, type SkeletonProps } from './Skeleton';
export { StatCard, type StatCardProps } from './StatCard';
export { StatusBadge } from './StatusBadge';
export { TextField, type TextFieldProps } from './TextField';
export {
  useEditableForm,
  type EditableForm,
  type EditableFormOptions,
  type Refusal,
} from './useEditableForm';
export { usePageTitle } from './usePageTitle';
export { tabbableElements, keepTabInside } from './focus';
