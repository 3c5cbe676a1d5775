import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadProgress } from '@portal/auth';
import type { CustomerDataSource } from '../../api';
import { createNewCustomerApi } from '../../testing/fakeApi';
import { customerPayment } from '../../testing/fakeCustomerData';
import {
  fakeFile,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';
import { PaymentSubmission } from './PaymentSubmission';

type User = ReturnType<typeof userEvent.setup>;

afterEach(() => signOutCustomer());

// The test fills a beneficiary's fields and a country among some 250: slow on a loaded machine.
jest.setTimeout(20_000);

/**
 * The payment form over a fake API whose submission is held until the test answers it;
 * the test reports the bytes sent through the callback the page passed down.
 */
async function openPaymentForm() {
  const api = createNewCustomerApi();
  let report: UploadProgress = () => undefined;
  let finish: () => void = () => undefined;
  const source: CustomerDataSource = {
    ...api.source,
    submitPaymentRequest: (_submission, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = () => resolve(customerPayment({ reference: 'PAY-1042' }));
      });
    },
  };
  signInCustomer();
  const user = userEvent.setup({ applyAccept: false });
  renderWithCustomerContext(<PaymentSubmission />, { source, beneficiaries: api.beneficiaries });
  await screen.findByTestId('local-amount');
  return {
    user,
    report: (fraction: number) => act(async () => report(fraction)),
    finish: () => act(async () => finish()),
  };
}

/** Types `text` into the field labelled `label` as one paste. */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** A new beneficiary in China paid for goods, with an invoice. */
async function fillWithInvoice(user: User) {
  await fill(user, 'Beneficiary name', 'Shenzhen Textile Co.');
  await user.selectOptions(screen.getByLabelText('Country'), 'CN');
  await fill(user, 'Address', '1 Textile Road, Shenzhen');
  await fill(user, 'Bank name', 'Bank of China');
  await fill(user, 'SWIFT/BIC', 'BKCHCNBJ');
  await fill(user, 'Account number', '6222000011112222');
  await user.selectOptions(screen.getByLabelText('Purpose of payment'), 'goods');
  await user.type(screen.getByLabelText('Foreign Amount'), '100');
  await user.upload(screen.getByLabelText('Invoice (optional)'), fakeFile('invoice.pdf', 200_000));
}

const invoiceLine = () => {
  const line = within(screen.getByTestId('payment-review')).getByText('Invoice').closest('div');
  if (!line) throw new Error('no Invoice line');
  return line;
};
const bar = () => within(invoiceLine()).getByRole('progressbar', { name: 'Uploading invoice.pdf' });

describe("the review step's invoice upload", () => {
  it('shows "Uploading…", then the share sent, never 100% before the server answers', async () => {
    const { user, report, finish } = await openPaymentForm();
    await fillWithInvoice(user);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    // Nothing is being sent yet: the line names the file only.
    expect(within(invoiceLine()).queryByRole('status')).toBeNull();
    expect(invoiceLine()).toHaveTextContent('invoice.pdf');

    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    expect(within(invoiceLine()).getByRole('status')).toHaveTextContent(/^Uploading…$/);
    expect(bar()).not.toHaveAttribute('value');

    await report(0.4);
    expect(within(invoiceLine()).getByRole('status')).toHaveTextContent('Uploading… 40%');
    expect(bar()).toHaveAttribute('value', '0.4');

    // Every byte is sent, but the server may still refuse the request.
    await report(1);
    expect(within(invoiceLine()).getByRole('status')).toHaveTextContent('Uploading… 99%');
    expect(screen.queryByRole('heading', { name: 'Awaiting VendorBridge review' })).toBeNull();

    await finish();
    expect(screen.getByRole('heading', { name: 'Awaiting VendorBridge review' })).toBeInTheDocument();
    expect(screen.queryByText(/Uploading…/)).toBeNull();
  });
});
