import { act, screen } from '@testing-library/react';
import type { BusinessRole } from '@portal/contracts/roles';
import { createNewCustomerApi, succeeded, type FakeApi } from '../testing/fakeApi';
import { paymentDetail, savedBeneficiary, savedProfile } from '../testing/fakeCustomerData';
import {
  renderCustomerArea,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../testing/renderCustomerArea';
import { BeneficiaryBook } from '../features/beneficiaries';

// Issue 21 point 3: no control a role cannot use, decided by the contracts' mayDo; where a
// form is missing, one line says why.

const ID = '10000000-0000-4000-8000-000000000099';

function api(): FakeApi {
  const fake = createNewCustomerApi();
  fake.on('GET', '/profile', succeeded({ profile: savedProfile() }));
  fake.on('GET', '/beneficiaries', succeeded({ beneficiaries: [savedBeneficiary()], nextCursor: null }));
  fake.on('GET', `/payments/${ID}`, succeeded({ payment: paymentDetail({ id: ID, status: 'approved' }) }));
  return fake;
}

async function open(path: string, role: BusinessRole) {
  signInCustomer({ businessRole: role, approved: true });
  await renderCustomerArea(path, api().source);
}

const note = () => screen.queryByTestId('role-note');

describe('a business not yet approved (D13, issue 31)', () => {
  afterEach(() => signOutCustomer());

  it('is not offered a new payment on its transaction history: that way leads only to "Finish onboarding"', async () => {
    signInCustomer({ businessRole: 'owner', approved: false });
    await renderCustomerArea('/dashboard/transactions', api().source);
    await screen.findByRole('heading', { level: 1, name: 'Transaction History' });
    expect(screen.queryByRole('link', { name: /New payment request/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Submit a payment request/ })).not.toBeInTheDocument();
  });

  it('is offered it once approved', async () => {
    signInCustomer({ businessRole: 'owner', approved: true });
    await renderCustomerArea('/dashboard/transactions', api().source);
    expect(await screen.findByRole('link', { name: /New payment request/ })).toBeInTheDocument();
  });
});

describe('a viewer’s screens', () => {
  afterEach(() => signOutCustomer());

  it('payment form: hidden, with the reason', async () => {
    await open('/dashboard/payments', 'viewer');
    expect(note()).toHaveTextContent('Your role (Viewer) can read payments but not create them.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('transaction history: no New payment request', async () => {
    await open('/dashboard/transactions', 'viewer');
    expect(screen.queryByRole('link', { name: /New payment request/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Submit a payment request/ })).not.toBeInTheDocument();
  });

  it('a payment request: no I have paid, no Cancel request', async () => {
    await open(`/dashboard/payments/${ID}`, 'viewer');
    expect(screen.getByRole('heading', { name: /Payment request/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('profile: read, no Edit, with the reason', async () => {
    await open('/dashboard/profile', 'viewer');
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(note()).toHaveTextContent('Your role (Viewer) can read the business profile but not edit it.');
  });

  it('documents: no upload form, with the reason', async () => {
    await open('/dashboard/documents', 'viewer');
    expect(screen.queryByRole('form', { name: 'Document upload' })).not.toBeInTheDocument();
    expect(note()).toHaveTextContent('Your role (Viewer) can read documents but not upload them.');
  });

  it('beneficiaries: no Add, Edit or Archive, with the reason', async () => {
    signInCustomer({ businessRole: 'viewer' });
    const fake = api();
    renderWithCustomerContext(
      <>
        <h1 id="book">Beneficiaries</h1>
        <BeneficiaryBook labelledBy="book" />
      </>,
      { source: fake.source, beneficiaries: fake.beneficiaries },
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(savedBeneficiary().name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a beneficiary/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive / })).not.toBeInTheDocument();
    expect(note()).toHaveTextContent('Your role (Viewer) can read beneficiaries but not add or change them.');
  });
});

describe('a maker’s and an approver’s screens', () => {
  afterEach(() => signOutCustomer());

  it('a maker prepares payments and may report funding or cancel, but not edit the profile', async () => {
    await open(`/dashboard/payments/${ID}`, 'maker');
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    signOutCustomer();

    await open('/dashboard/profile', 'maker');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(note()).toHaveTextContent('Your role (Maker) can read the business profile but not edit it.');
  });

  it('an approver does not prepare payments', async () => {
    await open('/dashboard/payments', 'approver');
    expect(note()).toHaveTextContent('Your role (Approver) can read payments but not create them.');
  });

  it('an owner (or an account from before teams) sees every control', async () => {
    await open('/dashboard/profile', 'owner');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(note()).not.toBeInTheDocument();
  });
});
