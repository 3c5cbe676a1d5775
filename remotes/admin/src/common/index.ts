export { DecisionActions, type DecisionActionsProps } from './DecisionActions';
export { decisionDetails, type DecisionRecord } from './decisionDetails';
export { DecisionDialog, type DecisionDialogProps } from './DecisionDialog';
export { DECISION_FAILED, decisionFailure, type DecisionFailure } from './decisionFailure';
export { DecisionNotice, type DecisionNoticeProps } from './DecisionNotice';
export { DetailList, type Detail } from './DetailList';
export { EditableSection, type EditableSectionProps } from './EditableSection';
export { FilteredReviewList, type FilteredReviewListProps } from './FilteredReviewList';
export { formatDate, formatDateTime, formatRelativeTime } from './formatting';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export { ReviewCard } from './ReviewCard';
export { ReviewFilters, type ReviewFiltersProps } from './ReviewFilters';
export { ReviewList, type ReviewItemActions, type ReviewListProps } from './ReviewList';
export { SourceDataStatus, type SourceDataStatusProps } from './SourceDataStatus';
export { SubmittedDate } from './SubmittedDate';
export {
  DEFAULT_REVIEW_QUERY,
  useFilteredReviewQueue,
  type FilteredReviewQueue,
  type FilteredReviewQueueOptions,
  type Reviewable,
} from './useFilteredReviewQueue';
export { useLoaded, type Loaded } from './useLoaded';
export { useReviewQueue, type Notice, type ReviewQueue, type ReviewQueueOptions } from './useReviewQueue';
export { useReloadableSourceData, useSourceData, type SourceData } from './useSourceData';
export { ValueOrNotSet } from './ValueOrNotSet';
