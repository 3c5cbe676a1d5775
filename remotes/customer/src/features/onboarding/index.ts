export { OnboardingChecklist, CHECKLIST_TITLE } from './OnboardingChecklist';
export { checklistItems, PROFILE_FIELD_LABELS, type ChecklistItem } from './checklistItems';
