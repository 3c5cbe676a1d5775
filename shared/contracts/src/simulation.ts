/**
 * The simulated waiting times of spec §9. Every screen that does not talk to the
 * server waits this long behind its data source (D18), so a server-backed data
 * source can replace the sample one without touching the screens.
 */
export const SIMULATED_DELAY_MS = {
  contact: 1000,
  profileSave: 1000,
  bankSave: 1000,
  walletSave: 1000,
  conversion: 1000,
  documentSubmit: 2000,
  paymentSubmit: 2000,
  /** How long a success screen stays before the form resets. */
  successReset: 5000,
} as const;

export const simulateDelay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
