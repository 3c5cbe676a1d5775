/**
 * The payment request's lifecycle (D29): every state, every allowed move and who may
 * make it. The server refuses any other move with 409 and the current state; screens
 * ask this module which actions to offer, never compare status strings themselves.
 * Plain data and functions (no schema library), so any screen may use it cheaply.
 */

export const PAYMENT_STATES = [
  // Waiting for the business's own approver (issue 21, D34) before it reaches the platform.
  'awaiting_approval',
  // Held by a likely sanctions match of the beneficiary's name (D44) before staff review it;
  // a reviewer clears it (pending) or rejects it.
  'screening',
  'pending',
  'approved',
  'funding_reported',
  'funded',
  // A payout at or above PAYOUT_DUAL_CONTROL_NGN recorded by one member of staff, waiting
  // for another to confirm it (issue 22, dual control).
  'payout_recorded',
  'sent',
  'rejected',
  'declined',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Who makes a move: the request's customer, platform staff, or the expiry job. */
export type PaymentActor = 'customer' | 'admin' | 'system';

export const PAYMENT_MOVES = [
  'teamApprove',
  'teamDecline',
  'holdForScreening',
  'clearScreening',
  'rejectScreening',
  'approve',
  'reject',
  'reportFunding',
  'confirmFunding',
  'payout',
  'recordPayout',
  'confirmPayout',
  'refund',
  'cancel',
  'expire',
] as const;
export type PaymentMove = (typeof PAYMENT_MOVES)[number];

interface MoveRule {
  from: readonly PaymentState[];
  to: PaymentState;
  by: readonly PaymentActor[];
}

/**
 * The whole machine. A customer cancels only before reporting funding (after that the
 * money may be on its way); an admin may cancel until the naira is confirmed. A request
 * whose funding was reported does not expire: the money may have arrived, so staff
 * resolve it (confirm or cancel).
 */
export const PAYMENT_MOVE_RULES: Readonly<Record<PaymentMove, MoveRule>> = {
  // The business's approver (a member other than the maker; the route checks the role).
  teamApprove: { from: ['awaiting_approval'], to: 'pending', by: ['customer'] },
  teamDecline: { from: ['awaiting_approval'], to: 'declined', by: ['customer'] },
  // Sanctions screening (D44): a request reaching the platform's review whose beneficiary name
  // is a likely match is held by the system, in the same transaction, before anyone reviews it
  // or the customer is asked for naira; a reviewer clears it (on to review) or rejects it.
  holdForScreening: { from: ['pending'], to: 'screening', by: ['system'] },
  clearScreening: { from: ['screening'], to: 'pending', by: ['admin'] },
  rejectScreening: { from: ['screening'], to: 'rejected', by: ['admin'] },
  approve: { from: ['pending'], to: 'approved', by: ['admin'] },
  reject: { from: ['pending'], to: 'rejected', by: ['admin'] },
  reportFunding: { from: ['approved'], to: 'funding_reported', by: ['customer'] },
  confirmFunding: { from: ['approved', 'funding_reported'], to: 'funded', by: ['admin'] },
  // A payout below PAYOUT_DUAL_CONTROL_NGN: one member of staff pays out.
  payout: { from: ['funded'], to: 'sent', by: ['admin'] },
  // At or above it, one records the payout and another confirms it (the route checks that
  // the confirmer is not the recorder).
  recordPayout: { from: ['funded'], to: 'payout_recorded', by: ['admin'] },
  confirmPayout: { from: ['payout_recorded'], to: 'sent', by: ['admin'] },
  // A recorded payout may be refunded too: the confirmer who finds it was not made refunds.
  // A sent payout the vendor's bank returned (account closed, name mismatch) is refunded as
  // well, so its receipt's verification page says "Refunded on …" (D42) instead of "Sent".
  refund: { from: ['funded', 'payout_recorded', 'sent'], to: 'refunded', by: ['admin'] },
  cancel: {
    from: ['awaiting_approval', 'screening', 'pending', 'approved', 'funding_reported'],
    to: 'cancelled',
    by: ['customer', 'admin'],
  },
  expire: { from: ['approved'], to: 'expired', by: ['system'] },
};

/**
 * States a customer may still cancel from (before reporting funding), and staff's (until the
 * naira is confirmed; a request still waiting for its business's approver is not theirs yet).
 */
const CUSTOMER_CANCELLABLE: readonly PaymentState[] = [
  'awaiting_approval',
  'screening',
  'pending',
  'approved',
];
const ADMIN_CANCELLABLE: readonly PaymentState[] = ['pending', 'approved', 'funding_reported'];

/** The states a move may start from, for this actor. */
export function movableFrom(move: PaymentMove, actor: PaymentActor): readonly PaymentState[] {
  const rule = PAYMENT_MOVE_RULES[move];
  if (!rule.by.includes(actor)) return [];
  if (move === 'cancel' && actor === 'customer') return CUSTOMER_CANCELLABLE;
  if (move === 'cancel' && actor === 'admin') return ADMIN_CANCELLABLE;
  return rule.from;
}

/** Whether `actor` may make `move` on a request in `state`. */
export function canMove(state: PaymentState, move: PaymentMove, actor: PaymentActor): boolean {
  return movableFrom(move, actor).includes(state);
}

/** The state a move leads to. */
export const nextState = (move: PaymentMove): PaymentState => PAYMENT_MOVE_RULES[move].to;

/** Every move this actor may make now: what a screen offers. */
export const movesFor = (state: PaymentState, actor: PaymentActor): PaymentMove[] =>
  PAYMENT_MOVES.filter((move) => canMove(state, move, actor));

/** Final states: nothing moves from them. */
export const isFinalState = (state: PaymentState): boolean =>
  PAYMENT_MOVES.every((move) => !PAYMENT_MOVE_RULES[move].from.includes(state));

/** Tone of each state's badge (shared/ui's StatusBadge variants). */
export type PaymentStateTone = 'pending' | 'progress' | 'success' | 'danger' | 'neutral';
export const PAYMENT_STATE_TONES: Readonly<Record<PaymentState, PaymentStateTone>> = {
  awaiting_approval: 'pending',
  screening: 'pending',
  pending: 'pending',
  approved: 'progress',
  funding_reported: 'progress',
  funded: 'progress',
  payout_recorded: 'progress',
  sent: 'success',
  rejected: 'danger',
  declined: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
};

/**
 * The customer's dashboard groups: what is waiting on someone (in progress), what has
 * been paid (completed: sent only), and what ended without a payment.
 */
export const PAYMENT_STATE_GROUPS = {
  inProgress: [
    'awaiting_approval',
    'screening',
    'pending',
    'approved',
    'funding_reported',
    'funded',
    'payout_recorded',
  ],
  completed: ['sent'],
  closed: ['rejected', 'declined', 'cancelled', 'expired', 'refunded'],
} as const satisfies Record<string, readonly PaymentState[]>;

/** Staff's work queues, one per step, with the states each holds (admin dashboard counts). */
export const ADMIN_PAYMENT_QUEUES = {
  toReview: ['pending'],
  awaitingFunds: ['approved'],
  fundsToConfirm: ['funding_reported'],
  toPayOut: ['funded'],
  payoutsToConfirm: ['payout_recorded'],
} as const satisfies Record<string, readonly PaymentState[]>;
export type AdminPaymentQueue = keyof typeof ADMIN_PAYMENT_QUEUES;

/**
 * States a request has while it is still its business's own (issue 21): waiting for the
 * business's approver, or declined by them. Staff see neither.
 */
export const BUSINESS_ONLY_STATES = [
  'awaiting_approval',
  'declined',
] as const satisfies readonly PaymentState[];
/** The states staff see: everything from the platform's review on. */
export const PLATFORM_PAYMENT_STATES: readonly PaymentState[] = PAYMENT_STATES.filter(
  (state) => !(BUSINESS_ONLY_STATES as readonly PaymentState[]).includes(state),
);

export const isPaymentState = (value: unknown): value is PaymentState =>
  (PAYMENT_STATES as readonly unknown[]).includes(value);

/** Whether a request has a receipt to download: once paid out to the vendor (D32). */
export const hasReceipt = (state: PaymentState): boolean =>
  (PAYMENT_STATE_GROUPS.completed as readonly PaymentState[]).includes(state);
