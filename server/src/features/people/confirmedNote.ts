import type { StepUpMethod } from '@portal/contracts/stepUp';
import { stepUpNote } from '../two-factor';

/** How a change confirmed twice (staff) says so in the audit; nothing when it was not asked. */
export const confirmedNote = (stepUp: StepUpMethod | undefined) => (stepUp ? stepUpNote(stepUp) : '');
