import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import { useContractForm } from '@portal/ui';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { BeneficiaryFields } from './BeneficiaryFields';
import { beneficiaryResolver, EMPTY_BENEFICIARY_FORM, type BeneficiaryFormValues } from './beneficiaryForm';
import { countryOptions } from './countries';
import { renderBeneficiaryBook } from './testing/renderBeneficiaryBook';

const countryNames = () =>
  within(screen.getByLabelText('Country'))
    .getAllByRole('option')
    .map((option) => option.textContent);

function Fields({ blockedCountries }: { blockedCountries?: readonly string[] }) {
  const form = useContractForm<BeneficiaryFormValues, BeneficiaryInput>(beneficiaryResolver, {
    defaultValues: EMPTY_BENEFICIARY_FORM,
  });
  return (
    <FormProvider {...form}>
      <BeneficiaryFields blockedCountries={blockedCountries} />
    </FormProvider>
  );
}

describe('the country list leaves out the countries VendorBridge cannot pay into (D44)', () => {
  it('offers every country but the blocked ones', () => {
    const codes = (blocked: readonly string[]) => countryOptions(blocked).map((option) => option.code);
    expect(codes(['CU', 'IR', 'KP', 'SY'])).not.toEqual(expect.arrayContaining(['CU']));
    for (const blocked of ['CU', 'IR', 'KP', 'SY'])
      expect(codes(['CU', 'IR', 'KP', 'SY'])).not.toContain(blocked);
    expect(codes(['CU', 'IR', 'KP', 'SY'])).toEqual(expect.arrayContaining(['DE', 'NG', 'US', 'GB']));
    expect(codes([])).toEqual(expect.arrayContaining(['CU', 'IR', 'KP', 'SY']));
  });

  it('the country select leaves out Cuba, Iran, North Korea and Syria by default', () => {
    render(<Fields />);
    const names = countryNames();
    expect(names).toContain('Germany');
    for (const blocked of ['Cuba', 'Iran', 'North Korea', 'Syria']) expect(names).not.toContain(blocked);
  });

  it('the country select leaves out what it is given, and offers the defaults the deployment unblocked', () => {
    render(<Fields blockedCountries={['DE']} />);
    const names = countryNames();
    expect(names).not.toContain('Germany');
    expect(names).toContain('Cuba');
  });

  describe('in the beneficiary book, from the server', () => {
    beforeEach(() => signInCustomer({ approved: true }));
    afterEach(() => signOutCustomer());

    it("leaves out the server's BLOCKED_COUNTRIES", async () => {
      const api = createNewCustomerApi();
      api.on('GET', '/screening/policy', succeeded({ blockedCountries: ['RU', 'BY'] }));
      await renderBeneficiaryBook(api);
      await userEvent.click(screen.getByRole('button', { name: 'Add a beneficiary' }));
      await waitFor(() => expect(countryNames()).toContain('Cuba'));
      expect(countryNames()).not.toContain('Russia');
      expect(countryNames()).not.toContain('Belarus');
    });
  });
});
