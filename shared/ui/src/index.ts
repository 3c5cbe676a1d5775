export { Alert, type AlertProps, type AlertTone } from './Alert';
export { CurrencySelect, type CurrencySelectProps } from './currency';
export { Dialog, type DialogProps } from './dialog';
export {
  EditSaveControls,
  useEditingFocus,
  type EditCycle,
  type EditSaveControlsProps,
} from './editable-form';
export {
  OBJECT_URL_LIFETIME_MS,
  openBlobInTab,
  saveBlob,
  useOpenFile,
  type OpenableFile,
  type OpenedFile,
  type OpenFile,
} from './file-viewer';
export {
  contractResolver,
  portalMessage,
  useContractForm,
  useSchemaForm,
  type ContractFormOptions,
  type ContractSchema,
  type FieldProps,
  type FormCheck,
  type FormErrors,
  type SchemaForm,
} from './forms';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FileDrop, type FileDropProgress, type FileDropProps } from './file-drop';
export { formatFileSize } from './file-drop';
export { UploadStatus, type UploadStatusProps } from './file-drop';
export { Icon, type IconProps, type LucideIcon } from './Icon';
export * from './icons';
export {
  InviteForm,
  isRoleAmong,
  MemberList,
  type InvitationValues,
  type InviteFormProps,
  type ListedMember,
  type MemberListProps,
  type PeopleWords,
} from './people';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export {
  ActiveSessionsSection,
  ChangePasswordSection,
  refusalMessage,
  SESSIONS_QUERY_KEY,
  TWO_FACTOR_QUERY_KEY,
  TwoFactorSection,
  type TwoFactorSectionProps,
} from './security';
export { PortalLayout, type PortalLayoutProps, type PortalNavItem } from './PortalLayout';
export { LoadFailed, type LoadFailedProps, type ServerData, type ServerRead } from './server-data';
export { Skeleton, SkeletonBlock, SkeletonLine, type SkeletonProps } from './Skeleton';
export { StatCard, type StatCardProps } from './StatCard';
export { PaymentStateBadge } from './PaymentStateBadge';
export { UI_WORDS } from './words';
export { NotReviewedBadge, StatusBadge } from './StatusBadge';
export { TextField, type TextFieldProps } from './TextField';
export { usePageTitle } from './usePageTitle';
export { WholeIdentifiers } from './WholeIdentifiers';
export { EmailInSentence } from './EmailInSentence';
export { tabbableElements, keepTabInside } from './focus';
