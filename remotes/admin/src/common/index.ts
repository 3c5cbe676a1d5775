export { DecisionActions, type DecisionActionsProps, type ReviewItemActions } from './DecisionActions';
export { decisionDetails, type DecisionRecord } from './decisionDetails';
export { DecisionDialog, type DecisionDialogProps } from './DecisionDialog';
export { DECISION_FAILED, decisionFailure, type DecisionFailure } from './decisionFailure';
export { DecisionNotice, type DecisionNoticeProps } from './DecisionNotice';
export { DetailList, type Detail } from './DetailList';
export { EditableSection, type EditableSectionProps } from './EditableSection';
export { FilteredReviewList, type FilteredReviewListProps } from './FilteredReviewList';
export { formatDate, formatDateTime, formatRelativeTime } from './formatting';
export { LoadMore, type LoadMoreProps } from './LoadMore';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export type { Notice } from './notice';
export { OBJECT_URL_LIFETIME_MS, openBlobInTab, type OpenedFile } from './openBlobInTab';
export { ReviewCard } from './ReviewCard';
export { ReviewFilters, type ReviewFiltersProps } from './ReviewFilters';
export { SettingsCard } from './SettingsCard';
export { SourceDataStatus, type SourceDataStatusProps } from './SourceDataStatus';
export { SubmittedDate } from './SubmittedDate';
export {
  DEFAULT_REVIEW_QUERY,
  onePage,
  useFilteredReviewQueue,
  type FilteredReviewQueue,
  type FilteredReviewQueueOptions,
  type MorePages,
  type Reviewable,
  type ReviewPage,
} from './useFilteredReviewQueue';
export { useLoaded, type Loaded } from './useLoaded';
export { useOpenFile, type OpenableFile, type OpenFile } from './useOpenFile';
export { useSettingsEditor, type SettingsEditor, type SettingsEditorOptions } from './useSettingsEditor';
export { useReloadableSourceData, useSourceData, type SourceData } from './useSourceData';
export { ValueOrNotSet } from './ValueOrNotSet';
