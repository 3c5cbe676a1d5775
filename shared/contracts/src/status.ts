/** Transactions, document approvals and payment requests share these statuses (spec §4). */
export const ITEM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** An admin's decision on a pending item; final once made (spec §4). */
export type Decision = Exclude<ItemStatus, 'pending'>;
