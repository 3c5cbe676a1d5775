import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSampleAdminDataSource } from '../../data-source';
import { fakeAdminDataSource } from '../../testing/fakeAdminDataSource';
import { renderWithSource } from '../../testing/renderAdmin';
import { ReceivingBankAccountSection } from './ReceivingBankAccountSection';

const section = () => screen.getByRole('region', { name: 'Receiving Bank Account' });
const shown = (label: string) => within(section()).getByText(label, { selector: 'dt' }).nextElementSibling;

async function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const source = createSampleAdminDataSource();
  jest.spyOn(source, 'saveReceivingBankAccount');
  renderWithSource(<ReceivingBankAccountSection />, source);
  await screen.findByRole('region', { name: 'Receiving Bank Account' });
  return { user, source };
}

describe('receiving bank account', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts read-only with the placeholder details in USD', async () => {
    await setup();
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(shown('Bank Name')).toHaveTextContent('Example Bank Plc');
    expect(shown('Account Name')).toHaveTextContent('VendorBridge Collections Ltd');
    expect(shown('Account Number')).toHaveTextContent('0123456789');
    expect(shown('Currency')).toHaveTextContent('USD');
    expect(shown('SWIFT Code')).toHaveTextContent('EXAMNGLA');
    expect(shown('IBAN')).toHaveTextContent('Not set');
  });

  it('edits every field, with the currency chosen from USD, EUR, GBP and NGN', async () => {
    const { user } = await setup();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Bank Name')).toHaveFocus();
    for (const label of ['Bank Name', 'Account Name', 'Account Number', 'SWIFT Code', 'IBAN']) {
      expect(screen.getByLabelText(label)).toBeEnabled();
    }
    const currency = screen.getByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'EUR', 'GBP', 'NGN']);
    expect(currency).toHaveValue('USD');
  });

  it('Cancel restores the saved values and saves nothing', async () => {
    const { user, source } = await setup();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Bank Name'));
    await user.type(screen.getByLabelText('Bank Name'), 'Zenith Bank Plc');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));

    expect(shown('Bank Name')).toHaveTextContent('Example Bank Plc');
    expect(shown('Currency')).toHaveTextContent('USD');
    expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(source.saveReceivingBankAccount).not.toHaveBeenCalled();
  });

  it("Save shows 'Saving...' for 1 second, then 'Bank account details updated successfully!'", async () => {
    const { user, source } = await setup();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Bank Name'));
    await user.type(screen.getByLabelText('Bank Name'), 'Zenith Bank Plc');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText('IBAN'), 'GB29NWBK60161331926819');

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(within(section()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByLabelText('Bank Name')).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(within(section()).queryByRole('status')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(within(section()).getByRole('status')).toHaveTextContent(
      'Bank account details updated successfully!',
    );
    expect(shown('Bank Name')).toHaveTextContent('Zenith Bank Plc');
    expect(shown('Currency')).toHaveTextContent('EUR');
    expect(shown('IBAN')).toHaveTextContent('GB29NWBK60161331926819');
    expect(source.saveReceivingBankAccount).toHaveBeenCalledWith(
      expect.objectContaining({ bankName: 'Zenith Bank Plc', currency: 'EUR' }),
    );
    expect(await source.getReceivingBankAccount()).toMatchObject({
      bankName: 'Zenith Bank Plc',
      currency: 'EUR',
    });
  });

  it('will not save without a bank name, account name and account number', async () => {
    const { user, source } = await setup();
    await user.click(within(section()).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Account Name'));
    await user.clear(screen.getByLabelText('Account Number'));

    await user.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Account Name')).toHaveAccessibleDescription('Account name is required');
    expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription('Account number is required');
    expect(screen.getByLabelText('Account Name')).toHaveFocus();
    expect(source.saveReceivingBankAccount).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Account Name'), 'VendorBridge Ltd');
    expect(screen.getByLabelText('Account Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows why a save failed and stays in the form', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const source = fakeAdminDataSource({
      getReceivingBankAccount: () =>
        Promise.resolve({
          bankName: 'Example Bank Plc',
          accountName: 'VendorBridge Collections Ltd',
          accountNumber: '0123456789',
          currency: 'USD',
          swiftCode: '',
          iban: '',
        }),
      saveReceivingBankAccount: () => Promise.reject(new Error('The bank account could not be saved.')),
    });
    renderWithSource(<ReceivingBankAccountSection />, source);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank account could not be saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
