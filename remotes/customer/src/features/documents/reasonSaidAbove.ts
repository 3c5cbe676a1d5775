import type { Onboarding } from '@portal/contracts/onboarding';
import { nextStepMessage, onboardingNextStep } from '@portal/ui/words/onboardingNextStep';

/** A reason without its closing full stop, so "Upload your own." matches "…upload your own". */
const core = (reason: string) => reason.trim().replace(/[.!?]+$/, '');

/**
 * Whether the approval banner at the top of the page already gives this reviewer's reason (it
 * says the one next step from the same onboarding state, D40): then a document's row does not
 * print it again, so a page says a reason once (the rejected page printed it three times).
 * Unknown onboarding: not said, so the row keeps it.
 */
export function reasonSaidAbove(reason: string, onboarding: Onboarding | undefined): boolean {
  if (!onboarding || !core(reason)) return false;
  return nextStepMessage(onboardingNextStep(onboarding)).text.includes(core(reason));
}
