import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_CURRENCIES, type CustomerDataSource } from '@portal/contracts';
import { createSampleCustomerDataSource } from '../data-source';
import { fakeFile, renderWithCustomerContext } from '../../testing/renderCustomerArea';
import { PaymentSubmission } from './PaymentSubmission';

type User = ReturnType<typeof userEvent.setup>;

async function setup(source: CustomerDataSource = createSampleCustomerDataSource()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false });
  renderWithCustomerContext(<PaymentSubmission />, { source });
  await screen.findByTestId('local-amount');
  return user;
}

async function fillRequiredFields(user: User, amount = '100') {
  await user.type(screen.getByLabelText('Recipient Company'), 'Shenzhen Textile Co.');
  await user.type(screen.getByLabelText('Recipient Bank'), 'Bank of China');
  await user.type(screen.getByLabelText('SWIFT Code'), 'BKCHCNBJ');
  await user.type(screen.getByLabelText('Account Number'), '6222000011112222');
  if (amount) await user.type(screen.getByLabelText('Foreign Amount'), amount);
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('PaymentSubmission', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the fields of spec §3, with an amount of step 0.01 and min 0 and an optional invoice', async () => {
    await setup();
    for (const label of ['Recipient Company', 'Recipient Bank', 'SWIFT Code', 'Account Number']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const amount = screen.getByLabelText('Foreign Amount');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');
    const currencies = within(screen.getByLabelText('Foreign Currency')).getAllByRole('option');
    expect(currencies.map((option) => option.textContent)).toEqual([...PAYMENT_CURRENCIES]);
    const invoice = screen.getByLabelText('Invoice (optional)');
    expect(invoice).not.toBeRequired();
    expect(invoice).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
  });

  it('computes the local amount live as foreign amount × 410.5 and states the rate, whatever the currency', async () => {
    const user = await setup();
    expect(screen.getByTestId('local-amount')).toHaveTextContent('₦0.00');
    await user.type(screen.getByLabelText('Foreign Amount'), '100');
    expect(screen.getByTestId('local-amount')).toHaveTextContent('₦41,050.00');
    expect(screen.getByTestId('payment-rate')).toHaveTextContent('1 USD = ₦410.50');

    await user.selectOptions(screen.getByLabelText('Foreign Currency'), 'GBP');
    await user.clear(screen.getByLabelText('Foreign Amount'));
    await user.type(screen.getByLabelText('Foreign Amount'), '250.75');
    expect(screen.getByTestId('local-amount')).toHaveTextContent('₦102,932.88');
    expect(screen.getByTestId('payment-rate')).toHaveTextContent('1 GBP = ₦410.50');
    expect(screen.queryByText(/plus 10/i)).toBeNull();
  });

  it.each([
    ['the recipient company is missing', 'Recipient Company', '100'],
    ['the recipient bank is missing', 'Recipient Bank', '100'],
    ['the SWIFT code is missing', 'SWIFT Code', '100'],
    ['the account number is missing', 'Account Number', '100'],
    ['the amount is 0', null, '0'],
    ['the amount is negative', null, '-1'],
    ['the amount is empty', null, ''],
  ])(
    "says 'Please fill in all required fields' when %s, and sends nothing",
    async (_case, missingLabel, amount) => {
      const source = createSampleCustomerDataSource();
      const submitSpy = jest.spyOn(source, 'submitPaymentRequest');
      const user = await setup(source);
      await fillRequiredFields(user, amount);
      if (missingLabel) await user.clear(screen.getByLabelText(missingLabel));
      await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));

      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
      const invalidField = screen.getByLabelText(missingLabel ?? 'Foreign Amount');
      expect(invalidField).toHaveAttribute('aria-invalid', 'true');
      expect(invalidField).toHaveAccessibleDescription('Please fill in all required fields');
      expect(submitSpy).not.toHaveBeenCalled();
    },
  );

  it("shows Submitting... for 2 seconds, then 'Pending Admin Approval' for a pending request, then an empty form after 5 seconds", async () => {
    const source = createSampleCustomerDataSource();
    const submitSpy = jest.spyOn(source, 'submitPaymentRequest');
    const user = await setup(source);
    await fillRequiredFields(user, '100');
    await user.selectOptions(screen.getByLabelText('Foreign Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    await advance(1999);
    expect(screen.queryByRole('heading', { name: 'Pending Admin Approval' })).toBeNull();
    await advance(1);

    const heading = screen.getByRole('heading', { name: 'Pending Admin Approval' });
    expect(heading).toHaveFocus();
    const summary = heading.closest('section') as HTMLElement;
    expect(within(summary).getByText('PENDING')).toBeInTheDocument();
    expect(within(summary).getByText('₦41,050.00')).toBeInTheDocument();
    expect(submitSpy).toHaveBeenCalledTimes(1);
    expect(submitSpy).toHaveBeenCalledWith({
      recipientCompany: 'Shenzhen Textile Co.',
      recipientBank: 'Bank of China',
      recipientBankSwiftCode: 'BKCHCNBJ',
      accountNumber: '6222000011112222',
      foreignAmount: 100,
      foreignCurrency: 'EUR',
      invoiceFile: null,
    });
    await expect(submitSpy.mock.results[0]?.value).resolves.toMatchObject({ status: 'pending' });

    await advance(4999);
    expect(screen.getByRole('heading', { name: 'Pending Admin Approval' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('heading', { name: 'Pending Admin Approval' })).toBeNull();
    expect(screen.getByLabelText('Recipient Company')).toHaveValue('');
    expect(screen.getByLabelText('Foreign Amount')).toHaveValue(null);
    expect(screen.getByLabelText('Foreign Currency')).toHaveValue('USD');
    expect(screen.getByTestId('local-amount')).toHaveTextContent('₦0.00');
  });

  it('gives focus back to the form when it replaces the success screen, so the next Tab starts there', async () => {
    const user = await setup();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Pending Admin Approval' })).toHaveFocus();
    await advance(5000);
    expect(screen.getByLabelText('Recipient Company')).toHaveFocus();
  });

  it('leaves focus where the customer moved it while the success screen showed', async () => {
    const user = await setup();
    render(<button type="button">Elsewhere</button>);
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    await advance(2000);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await advance(5000);
    expect(elsewhere).toHaveFocus();
  });

  it('keeps what was typed and says so when the request cannot be sent', async () => {
    const source = createSampleCustomerDataSource();
    jest.spyOn(source, 'submitPaymentRequest').mockRejectedValue(new Error('offline'));
    const user = await setup(source);
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your submission could not be sent. Please try again.',
    );
    expect(screen.getByLabelText('Recipient Company')).toHaveValue('Shenzhen Textile Co.');
    expect(screen.getByRole('button', { name: 'Submit Payment Request' })).toBeEnabled();
  });

  it('sends the chosen invoice with the request', async () => {
    const source = createSampleCustomerDataSource();
    const submitSpy = jest.spyOn(source, 'submitPaymentRequest');
    const user = await setup(source);
    await fillRequiredFields(user);
    const invoice = fakeFile('invoice.pdf', 200_000, 'application/pdf');
    await user.upload(screen.getByLabelText('Invoice (optional)'), invoice);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    expect(submitSpy).toHaveBeenCalledWith(expect.objectContaining({ invoiceFile: invoice }));
  });

  it.each([
    [
      'invoice.docx',
      1000,
      'invoice.docx is not an accepted file type. Please choose a PDF, JPG, JPEG or PNG file.',
    ],
    [
      'invoice.pdf',
      5 * 1024 * 1024 + 1,
      'invoice.pdf is larger than 5MB. Please choose a file of 5MB or less.',
    ],
  ])('refuses the invoice %s (%d bytes) with a message next to the input', async (name, size, message) => {
    const source = createSampleCustomerDataSource();
    const submitSpy = jest.spyOn(source, 'submitPaymentRequest');
    const user = await setup(source);
    await fillRequiredFields(user);
    const input = screen.getByLabelText('Invoice (optional)');
    await user.upload(input, fakeFile(name, size));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect((input as HTMLInputElement).files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit Payment Request' }));
    expect(submitSpy).toHaveBeenCalledWith(expect.objectContaining({ invoiceFile: null }));
  });

  it('accepts an invoice of exactly 5MB', async () => {
    const user = await setup();
    const input = screen.getByLabelText('Invoice (optional)');
    await user.upload(input, fakeFile('scan.JPEG', 5 * 1024 * 1024));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
