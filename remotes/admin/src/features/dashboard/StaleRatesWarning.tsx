import { Link } from 'react-router-dom';
import { RATE_STALE_AFTER_HOURS, type StaleRate } from '@portal/contracts/paymentJourney';
import { Alert } from '@portal/ui';
import { adminKeys, useAdminQuery, type AdminDataSource } from '../../api';
import { formatDateTime } from '../details';

const read = (source: AdminDataSource) => source.getDashboardStats();

/** Where staff set the naira rates. */
export const EXCHANGE_RATES_LINK = '/admin/bank-account#exchange-rates';

const whenSet = ({ setAt }: StaleRate) =>
  setAt === null ? 'never set — placeholder' : `set ${formatDateTime(setAt)}`;

/**
 * A warning while any payment currency's naira rate is a placeholder (no quote is given
 * for it) or older than RATE_STALE_AFTER_HOURS (D30): the server names them.
 */
export function StaleRatesWarning() {
  const { state } = useAdminQuery(adminKeys.dashboardStats, read);
  if (state.status !== 'ready' || state.data.staleRates.length === 0) return null;
  return (
    <Alert tone="warning">
      Naira rates need attention (placeholders or older than {RATE_STALE_AFTER_HOURS} hours):{' '}
      {state.data.staleRates.map((rate) => `${rate.currency} ${whenSet(rate)}`).join('; ')}.{' '}
      <Link to={EXCHANGE_RATES_LINK}>Set them in Exchange Rates</Link>
    </Alert>
  );
}
