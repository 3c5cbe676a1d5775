import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { NO_BENEFICIARIES_MESSAGE, WHAT_A_BENEFICIARY_IS } from './BeneficiaryBook';
import { NEW_VERSION_NOTE } from './BeneficiaryEditor';
import { beneficiaryView, ukBeneficiary } from './testing/beneficiaryFixtures';
import { renderBeneficiaryBook } from './testing/renderBeneficiaryBook';

const listing = (...beneficiaries: BeneficiaryView[]) => succeeded({ beneficiaries, nextCursor: null });

function apiWith(...beneficiaries: BeneficiaryView[]): FakeApi {
  const api = createNewCustomerApi();
  api.on('GET', '/beneficiaries', listing(...beneficiaries));
  return api;
}

const cards = () => within(screen.getByRole('list', { name: 'Beneficiaries' })).getAllByRole('listitem');

describe('the beneficiary book', () => {
  beforeEach(() => signInCustomer({ approved: true }));
  afterEach(() => signOutCustomer());

  it('says what a beneficiary is when there are none, and offers to add one', async () => {
    await renderBeneficiaryBook(apiWith());
    expect(screen.getByText(NO_BENEFICIARIES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(WHAT_A_BENEFICIARY_IS)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a beneficiary' }));
    expect(screen.getByRole('heading', { name: 'Add a beneficiary' })).toHaveFocus();
    expect(screen.queryByText(NEW_VERSION_NOTE)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a beneficiary' })).toHaveFocus();
  });

  it('lists each beneficiary with its country, bank, the account’s last four and when details changed', async () => {
    await renderBeneficiaryBook(
      apiWith(beneficiaryView(), ukBeneficiary({ detailsChangedAt: '2026-11-24T09:00:00.000Z' })),
    );
    const [us, uk] = cards();
    expect(us).toHaveTextContent('Acme Supplies Inc');
    expect(us).toHaveTextContent('United States');
    expect(us).toHaveTextContent('Chase');
    expect(us).toHaveTextContent('6789');
    expect(us).not.toHaveTextContent('123456789');
    expect(us).toHaveTextContent('Details changed 20 Nov 2026');
    expect(uk).toHaveTextContent('United Kingdom');
    expect(uk).toHaveTextContent('9911');
    expect(uk).toHaveTextContent('Details changed 24 Nov 2026');
  });

  it('searches through the server', async () => {
    const api = apiWith(beneficiaryView(), ukBeneficiary());
    api.on('GET', '/beneficiaries?search=thames', listing(ukBeneficiary()));
    await renderBeneficiaryBook(api);

    await userEvent.type(screen.getByLabelText('Search beneficiaries'), 'thames');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Thames Freight Ltd');
  });

  it('adds a US beneficiary and lists it', async () => {
    const api = apiWith();
    const saved = beneficiaryView();
    api.on('POST', '/beneficiaries', succeeded({ beneficiary: saved }, BENEFICIARY_MESSAGES.created, 201));
    await renderBeneficiaryBook(api);
    await userEvent.click(screen.getByRole('button', { name: 'Add a beneficiary' }));

    await userEvent.type(screen.getByLabelText('Beneficiary name'), saved.name);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await userEvent.type(screen.getByLabelText('Address'), saved.address);
    await userEvent.type(screen.getByLabelText('Bank name'), 'Chase');
    await userEvent.type(screen.getByLabelText('Routing number (ABA)'), '021000021');
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    api.on('GET', '/beneficiaries', listing(saved));
    await userEvent.click(screen.getByRole('button', { name: 'Save beneficiary' }));

    expect(await screen.findByText(BENEFICIARY_MESSAGES.created)).toBeInTheDocument();
    expect(api.callsTo('POST', '/beneficiaries')[0]?.body).toMatchObject({
      country: 'US',
      routingNumber: '021000021',
      accountNumber: '123456789',
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows the server’s refusal under its field', async () => {
    const api = apiWith();
    api.on(
      'POST',
      '/beneficiaries',
      refusedWith(400, 'Validation failed', { errors: { accountNumber: ['Already saved elsewhere'] } }),
    );
    await renderBeneficiaryBook(api);
    await userEvent.click(screen.getByRole('button', { name: 'Add a beneficiary' }));
    await userEvent.type(screen.getByLabelText('Beneficiary name'), 'Acme');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await userEvent.type(screen.getByLabelText('Address'), '1 Market St');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Chase');
    await userEvent.type(screen.getByLabelText('Routing number (ABA)'), '021000021');
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save beneficiary' }));

    expect(await screen.findByText('Already saved elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription('Already saved elsewhere');
  });

  it('edits a beneficiary, saying that earlier payments keep their details', async () => {
    const uk = ukBeneficiary();
    const api = apiWith(uk);
    api.on(
      'PUT',
      `/beneficiaries/${uk.id}`,
      succeeded({ beneficiary: { ...uk, accountNumber: '12345678', version: 2 } }),
    );
    await renderBeneficiaryBook(api);

    await userEvent.click(screen.getByRole('button', { name: `Edit ${uk.name}` }));
    expect(screen.getByText(NEW_VERSION_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Sort code')).toHaveValue('200000');
    const account = screen.getByLabelText('Account number');
    await userEvent.clear(account);
    await userEvent.type(account, '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(BENEFICIARY_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${uk.name}` })).toHaveFocus();
    expect(api.callsTo('PUT', `/beneficiaries/${uk.id}`)[0]?.body).toMatchObject({
      sortCode: '200000',
      accountNumber: '12345678',
    });
  });

  it('archives only after the confirmation, which Escape or Keep closes without a change', async () => {
    const uk = ukBeneficiary();
    const api = apiWith(beneficiaryView(), uk);
    api.on(
      'DELETE',
      `/beneficiaries/${uk.id}`,
      succeeded({ beneficiary: { ...uk, archivedAt: '2026-11-26T00:00:00.000Z' } }),
    );
    await renderBeneficiaryBook(api);

    await userEvent.click(screen.getByRole('button', { name: `Archive ${uk.name}` }));
    let dialog = screen.getByRole('dialog', { name: `Archive ${uk.name}?` });
    expect(within(dialog).getByRole('button', { name: 'Keep beneficiary' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `/beneficiaries/${uk.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Archive ${uk.name}` }));
    dialog = screen.getByRole('dialog', { name: `Archive ${uk.name}?` });
    api.on('GET', '/beneficiaries', listing(beneficiaryView()));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText(BENEFICIARY_MESSAGES.archived)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/beneficiaries/${uk.id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
