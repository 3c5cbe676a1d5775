import type { DashboardStats, Transaction } from '@portal/contracts';

/** Spec §2: the welcome page's quick stats are fixed. */
export const SAMPLE_DASHBOARD_STATS: DashboardStats = { pendingPayments: 0, completedTransactions: 0 };

/** Sample history in every status and several currencies. */
export const SAMPLE_TRANSACTIONS: readonly Transaction[] = [
  {
    id: 'TXN-1001',
    description: 'Industrial sewing machines, Shenzhen Textile Co.',
    amount: 12500,
    currency: 'USD',
    status: 'approved',
    date: '2024-01-15',
  },
  {
    id: 'TXN-1002',
    description: 'Software licences, Nordic Systems AB',
    amount: 4200.5,
    currency: 'EUR',
    status: 'pending',
    date: '2024-01-22',
  },
  {
    id: 'TXN-1003',
    description: 'Packaging materials, Midlands Packaging Ltd',
    amount: 3150.75,
    currency: 'GBP',
    status: 'rejected',
    date: '2024-02-03',
  },
  {
    id: 'TXN-1004',
    description: 'Solar inverters, Osaka Power Components',
    amount: 980000,
    currency: 'JPY',
    status: 'approved',
    date: '2024-02-14',
  },
  {
    id: 'TXN-1005',
    description: 'Freight and customs clearing, Apapa',
    amount: 1850000,
    currency: 'NGN',
    status: 'pending',
    date: '2024-02-20',
  },
  {
    id: 'TXN-1006',
    description: 'Spare parts, Toronto Machinery Inc.',
    amount: 7640.2,
    currency: 'CAD',
    status: 'approved',
    date: '2024-03-01',
  },
];
