import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { bankCountryMismatchMessage } from '@portal/rules/bankCountry';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import { useContractForm } from '@portal/ui';
import '../../testing/renderCustomerArea';
import { BeneficiaryFields, type BeneficiaryFieldsProps } from './BeneficiaryFields';
import { beneficiaryResolver, EMPTY_BENEFICIARY_FORM, type BeneficiaryFormValues } from './beneficiaryForm';

/** The fields in a form of their own, as the page and the payment form embed them. */
function Harness({
  onValid,
  ...props
}: BeneficiaryFieldsProps & { onValid: (input: BeneficiaryInput) => void }) {
  const form = useContractForm<BeneficiaryFormValues, BeneficiaryInput>(beneficiaryResolver, {
    defaultValues: EMPTY_BENEFICIARY_FORM,
    reValidateMode: 'onSubmit',
  });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Beneficiary" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <BeneficiaryFields {...props} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const bankLabels = ['IBAN', 'SWIFT/BIC', 'Routing number (ABA)', 'Sort code', 'Account number'];
const shownBankFields = () => bankLabels.filter((label) => screen.queryByLabelText(label) !== null);

/** Puts a value in a field at once (pasted, as a clerk copies an IBAN), not key by key. */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function chooseCountry(name: string) {
  await userEvent.selectOptions(screen.getByLabelText('Country'), screen.getByRole('option', { name }));
}

describe('BeneficiaryFields', () => {
  it('shows only the bank fields of the chosen country', async () => {
    render(<Harness onValid={jest.fn()} />);
    expect(shownBankFields()).toEqual([]);

    await chooseCountry('United States');
    expect(shownBankFields()).toEqual(['Routing number (ABA)', 'Account number']);

    await chooseCountry('United Kingdom');
    expect(shownBankFields()).toEqual(['IBAN', 'Sort code', 'Account number']);

    await chooseCountry('Germany');
    expect(shownBankFields()).toEqual(['IBAN', 'SWIFT/BIC']);

    await chooseCountry('Nigeria');
    expect(shownBankFields()).toEqual(['SWIFT/BIC', 'Account number']);
  });

  it('labels every field, the e-mail optional', async () => {
    render(<Harness onValid={jest.fn()} />);
    await chooseCountry('United States');
    for (const label of [
      'Beneficiary name',
      'Country',
      'Currency',
      'Bank name',
      'Address',
      'Email (optional)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('hides its currency when the surrounding form has its own', () => {
    render(<Harness onValid={jest.fn()} hideCurrency />);
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });

  it('shows each refusal next to its own field', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await chooseCountry('United States');
    await userEvent.type(screen.getByLabelText('Routing number (ABA)'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Beneficiary name')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.nameRequired,
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.addressRequired,
    );
    expect(screen.getByLabelText('Bank name')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.bankNameRequired,
    );
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.currencyInvalid,
    );
    expect(screen.getByLabelText('Routing number (ABA)')).toHaveAccessibleDescription(
      expect.stringContaining(BENEFICIARY_MESSAGES.routingInvalid) as string,
    );
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.accountRequired,
    );
    expect(screen.getByLabelText('Routing number (ABA)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a country before anything else about the bank', async () => {
    render(<Harness onValid={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(BENEFICIARY_MESSAGES.countryInvalid);
  });

  it('hands on a valid UK beneficiary with its sort code as digits', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Beneficiary name'), 'Thames Freight Ltd');
    await chooseCountry('United Kingdom');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await userEvent.type(screen.getByLabelText('Address'), '10 Downing St, London');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Barclays');
    await userEvent.type(screen.getByLabelText('Sort code'), '20-00-00');
    await userEvent.type(screen.getByLabelText('Account number'), '55779911');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Thames Freight Ltd',
        country: 'GB',
        currency: 'GBP',
        corridor: 'gb',
        sortCode: '200000',
        accountNumber: '55779911',
        iban: null,
        routingNumber: null,
      }),
      expect.anything(),
    );
  });

  // Given time: a form filled field by field takes several seconds on a loaded machine.
  it('refuses an IBAN and a BIC of another country than the chosen one, at their fields, as the server does', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await fill('Beneficiary name', 'Hamburg Hafen GmbH');
    await chooseCountry('Germany');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await fill('Address', 'Am Sandtorkai 1, Hamburg');
    await fill('Bank name', 'NatWest');
    await fill('IBAN', 'GB82 WEST 1234 5698 7654 32');
    await fill('SWIFT/BIC', 'NWBKGB2L');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
      expect.stringContaining(bankCountryMismatchMessage('iban', 'GB', 'DE')) as string,
    );
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(
      expect.stringContaining('United Kingdom (GB), but the country chosen is Germany (DE)') as string,
    );
    expect(screen.getByLabelText('SWIFT/BIC')).toHaveAccessibleDescription(
      expect.stringContaining(bankCountryMismatchMessage('bic', 'GB', 'DE')) as string,
    );
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('empties the bank fields the new country does not use', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await chooseCountry('United States');
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    await chooseCountry('Germany');
    await chooseCountry('United States');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
  });
});
