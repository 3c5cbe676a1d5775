import type { AlertTone } from '@portal/ui';

/** A message a list shows after something happened (a decision, a refused call). */
export interface Notice {
  /** Tells two notices with the same text apart, so each one is announced. */
  id: number;
  tone: AlertTone;
  text: string;
}
