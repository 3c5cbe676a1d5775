export { DecisionActions, type DecisionActionsProps, type ReviewItemActions } from './DecisionActions';
export { decisionDetails, type DecisionRecord } from './decisionDetails';
export { DecisionDialog, type DecisionDialogProps } from './DecisionDialog';
export { DECISION_FAILED, decisionFailure, type DecisionFailure } from './decisionFailure';
export { DecisionNotice, type DecisionNoticeProps } from './DecisionNotice';
export { FilteredReviewList, type FilteredReviewListProps } from './FilteredReviewList';
export type { Notice } from './notice';
export { ReviewCard } from './ReviewCard';
export { ReviewFilters, type FilterOption, type ReviewFiltersProps } from './ReviewFilters';
export { ReviewListSkeleton } from './ReviewListSkeleton';
export {
  DEFAULT_REVIEW_QUERY,
  useFilteredReviewQueue,
  type FilteredReviewQueue,
  type FilteredReviewQueueOptions,
  type Reviewable,
  type ReviewPage,
  type ReviewQuery,
} from './useFilteredReviewQueue';
