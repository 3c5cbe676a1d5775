import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import {
  VENDOR_DETAILS_MESSAGES,
  type VendorDetailsRequestView,
} from '@portal/contracts/vendorDetailsRequests';
import { createNewCustomerApi, succeeded, type FakeApi } from '../../testing/fakeApi';
import { signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { beneficiaryView } from './testing/beneficiaryFixtures';
import { renderBeneficiaryBook } from './testing/renderBeneficiaryBook';

const LINK = 'http://portal.test/vendor-details/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const openRequest = (overrides: Partial<VendorDetailsRequestView> = {}): VendorDetailsRequestView => ({
  id: '30000000-0000-4000-8000-000000000001',
  beneficiaryId: null,
  name: 'Hanse Textil GmbH',
  email: 'ap@hanse-textil.de',
  country: 'DE',
  currency: 'EUR',
  requestedBy: 'Ada Obi',
  createdAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-12-12T09:00:00.000Z',
  ...overrides,
});

/** A German beneficiary whose bank details the vendor entered (awaiting confirmation unless given). */
const vendorEntered = (confirmedAt: string | null = null): BeneficiaryView =>
  beneficiaryView({
    id: '20000000-0000-4000-8000-000000000009',
    name: 'Hanse Textil GmbH',
    country: 'DE',
    currency: 'EUR',
    corridor: 'iban',
    bankName: 'Deutsche Bank',
    routingNumber: null,
    accountNumber: null,
    iban: 'DE89370400440532013000',
    bic: 'DEUTDEFF',
    vendorEntry: { submittedAt: '2026-11-28T10:00:00.000Z', confirmedAt },
  });

function apiWith(beneficiaries: BeneficiaryView[], requests: VendorDetailsRequestView[] = []): FakeApi {
  const api = createNewCustomerApi();
  api.on('GET', '/beneficiaries', succeeded({ beneficiaries, nextCursor: null }));
  api.on('GET', '/beneficiaries/requests', succeeded({ requests }));
  return api;
}

const cards = () => within(screen.getByRole('list', { name: 'Beneficiaries' })).getAllByRole('listitem');

describe('asking vendors for their bank details (D43)', () => {
  afterEach(() => signOutCustomer());

  it('a maker asks a new vendor: the form is checked, the link is created and shown to copy', async () => {
    signInCustomer({ businessRole: 'maker' });
    const api = apiWith([beneficiaryView()]);
    api.on(
      'POST',
      '/beneficiaries/requests',
      succeeded({ request: openRequest(), link: LINK }, VENDOR_DETAILS_MESSAGES.createdAndMailed, 201),
    );
    await renderBeneficiaryBook(api);
    await userEvent.click(screen.getByRole('button', { name: 'Ask the vendor for bank details' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the vendor for bank details' });

    // Nothing chosen: each refusal under its field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByLabelText('Vendor name')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.nameRequired,
    );
    expect(within(dialog).getByLabelText('Country')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.countryInvalid,
    );
    expect(api.callsTo('POST', '/beneficiaries/requests')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Vendor name'), 'Hanse Textil GmbH');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'DE');
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await userEvent.type(within(dialog).getByLabelText("Vendor's email (optional)"), 'ap@hanse-textil.de');
    // The server lists the link once it is made (the page reads the open links again).
    api.on('GET', '/beneficiaries/requests', succeeded({ requests: [openRequest()] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(api.callsTo('POST', '/beneficiaries/requests')[0]?.body).toEqual({
      name: 'Hanse Textil GmbH',
      country: 'DE',
      currency: 'EUR',
      email: 'ap@hanse-textil.de',
    });
    const done = await screen.findByRole('dialog', { name: 'Link created' });
    expect(within(done).getByLabelText('Link for Hanse Textil GmbH')).toHaveValue(LINK);
    expect(done).toHaveTextContent('The link was emailed to ap@hanse-textil.de');
    // Kept whole with its full stop (never "…hanse-textil." / "de" on a phone).
    expect(done.querySelector('[data-email="ap@hanse-textil.de"]')).toHaveTextContent(
      /^ap@hanse-textil\.de\.$/,
    );
    // The open link is listed once the dialog is done.
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for the vendor' });
    expect(waiting).toHaveTextContent('Hanse Textil GmbH');
    expect(waiting).toHaveTextContent('Link emailed to ap@hanse-textil.de by Ada Obi');
  });

  it('asks the vendor of a saved beneficiary by its id, and withdraws an open link', async () => {
    signInCustomer({ businessRole: 'owner' });
    const saved = beneficiaryView();
    const api = apiWith(
      [saved],
      [openRequest({ id: '30000000-0000-4000-8000-000000000002', name: 'Old Vendor' })],
    );
    api.on(
      'POST',
      '/beneficiaries/requests',
      succeeded({ request: openRequest({ email: null }), link: LINK }, 'OK', 201),
    );
    api.on(
      'DELETE',
      '/beneficiaries/requests/30000000-0000-4000-8000-000000000002',
      succeeded(undefined, VENDOR_DETAILS_MESSAGES.revoked),
    );
    await renderBeneficiaryBook(api);
    await userEvent.click(screen.getByRole('button', { name: `Ask ${saved.name} for bank details` }));
    const dialog = screen.getByRole('dialog', { name: `Ask ${saved.name} for bank details` });
    expect(within(dialog).queryByLabelText('Vendor name')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(api.callsTo('POST', '/beneficiaries/requests')[0]?.body).toEqual({ beneficiaryId: saved.id });
    expect(await screen.findByRole('dialog', { name: 'Link created' })).toHaveTextContent(
      'Copy the link and send it to the vendor.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the link sent to Old Vendor' }));
    expect(
      api.callsTo('DELETE', '/beneficiaries/requests/30000000-0000-4000-8000-000000000002'),
    ).toHaveLength(1);
  });

  it('marks details the vendor entered; an approver checks them in full and confirms', async () => {
    signInCustomer({ businessRole: 'approver' });
    const api = apiWith([vendorEntered()]);
    api.on(
      'POST',
      '/beneficiaries/20000000-0000-4000-8000-000000000009/confirm',
      succeeded(
        { beneficiary: vendorEntered('2026-11-28T11:00:00.000Z') },
        VENDOR_DETAILS_MESSAGES.confirmed,
      ),
    );
    await renderBeneficiaryBook(api);
    const [card] = cards();
    expect(card).toHaveTextContent(
      'Bank details entered by the vendor: awaiting confirmation before it can be paid',
    );
    // An approver neither adds beneficiaries nor asks vendors.
    expect(screen.queryByRole('button', { name: 'Ask the vendor for bank details' })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Confirm the bank details of Hanse Textil GmbH' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Confirm the bank details Hanse Textil GmbH entered?',
    });
    expect(dialog).toHaveTextContent('DE89370400440532013000');
    expect(dialog).toHaveTextContent('DEUTDEFF');
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    api.on(
      'GET',
      '/beneficiaries',
      succeeded({ beneficiaries: [vendorEntered('2026-11-28T11:00:00.000Z')], nextCursor: null }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm bank details' }));
    expect(api.callsTo('POST', '/beneficiaries/20000000-0000-4000-8000-000000000009/confirm')).toHaveLength(
      1,
    );
    expect(await screen.findByText(VENDOR_DETAILS_MESSAGES.confirmed)).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('Bank details entered by the vendor, confirmed');
    expect(screen.queryByRole('button', { name: /Confirm the bank details/ })).not.toBeInTheDocument();
  });

  it('offers no Confirm to a maker, and no asking to a viewer', async () => {
    signInCustomer({ businessRole: 'maker' });
    const { unmount } = await renderBeneficiaryBook(apiWith([vendorEntered()]));
    expect(cards()[0]).toHaveTextContent('awaiting confirmation');
    expect(screen.queryByRole('button', { name: /Confirm the bank details/ })).not.toBeInTheDocument();
    unmount();
    signInCustomer({ businessRole: 'viewer' });
    await renderBeneficiaryBook(apiWith([vendorEntered()], [openRequest()]));
    expect(screen.queryByRole('button', { name: /Ask/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });
});
