import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadProgress } from '@portal/auth';
import type { CustomerDataSource } from '../../api';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { paymentDetail } from '../../testing/fakeCustomerData';
import {
  fakeFile,
  renderCustomerArea,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';

const ID = '10000000-0000-4000-8000-000000000078';

afterEach(() => signOutCustomer());

/**
 * An approved request's page over a fake API whose funding report is held until the test
 * answers it; the test reports the bytes sent through the callback the dialog passed down.
 */
async function openApprovedRequest() {
  const api = createNewCustomerApi();
  api.on('GET', `/payments/${ID}`, succeeded({ payment: paymentDetail({ id: ID, status: 'approved' }) }));
  let report: UploadProgress = () => undefined;
  let finish: () => void = () => undefined;
  const source: CustomerDataSource = {
    ...api.source,
    reportFunding: (_id, _report, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = () => resolve(paymentDetail({ id: ID, status: 'funding_reported' }));
      });
    },
  };
  signInCustomer();
  await renderCustomerArea(`/dashboard/payments/${ID}`, source);
  return {
    user: userEvent.setup({ applyAccept: false }),
    report: (fraction: number) => act(async () => report(fraction)),
    finish: () => act(async () => finish()),
  };
}

const dialog = () => screen.getByRole('dialog', { name: 'I have paid' });
const bar = () =>
  within(dialog()).getByRole('progressbar', { name: 'Uploading Proof of payment (optional)' });
const status = () => bar().closest('[role="status"]');

describe('the upload progress of the funding proof', () => {
  it('shows "Uploading…", then the share sent, never 100% before the server answers', async () => {
    const { user, report, finish } = await openApprovedRequest();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await user.type(within(dialog()).getByLabelText('Bank reference'), 'FT26064ABCD');
    await user.upload(within(dialog()).getByLabelText('Proof of payment (optional)'), fakeFile('proof.pdf'));
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));

    expect(status()).toHaveTextContent(/^Uploading…$/);
    expect(bar()).not.toHaveAttribute('value');
    expect(within(dialog()).getByRole('button', { name: 'Remove proof.pdf' })).toBeDisabled();

    await report(0.4);
    expect(status()).toHaveTextContent('Uploading… 40%');
    expect(bar()).toHaveAttribute('value', '0.4');

    // Every byte is sent, but the server may still refuse the report.
    await report(1);
    expect(status()).toHaveTextContent('Uploading… 99%');

    await finish();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
