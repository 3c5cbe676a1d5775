import { screen, waitFor } from '@testing-library/react';
import type { Onboarding } from '@portal/contracts/onboarding';
import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { newCustomerOnboarding } from '../../testing/fakeCustomerData';
import {
  renderCustomerArea,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';
import { NotApproved, SEE_NOTICE_ABOVE } from './NotApproved';

const EVERYTHING_IN: Partial<Onboarding> = {
  profile: { complete: true, missing: [] },
  documents: {
    uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
    pending: 5,
    approved: 0,
    rejected: 0,
    rejections: [],
    submittedAt: '2024-03-05T09:00:00.000Z',
  },
};

async function renderFor(onboarding: Onboarding) {
  const api = createNewCustomerApi();
  api.on('GET', '/onboarding', succeeded({ onboarding }));
  signInCustomer({ approved: false });
  renderWithCustomerContext(<NotApproved />, { source: api.source });
  return screen.findByRole('region');
}

describe('the payment page before the business is approved (issue 31 items 3 and 9)', () => {
  afterEach(() => signOutCustomer());

  it('tells a customer with everything in that it is under review, not to finish onboarding', async () => {
    await renderFor(newCustomerOnboarding(EVERYTHING_IN));
    await screen.findByRole('heading', { name: 'Your account is under review' });
    const card = screen.getByRole('region');
    expect(card).toHaveTextContent(
      'Your profile and documents are in: VendorBridge is reviewing your account.',
    );
    expect(card).not.toHaveTextContent(/finish onboarding/i);
  });

  it('under a refused registration, only points to the notice above: not its heading and action again (shots8)', async () => {
    const card = await renderFor(
      newCustomerOnboarding({
        ...EVERYTHING_IN,
        registration: {
          status: 'rejected',
          reason: 'The CAC certificate is for another company. Please upload your own.',
          decidedAt: '2024-03-06T12:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(card).toHaveTextContent(SEE_NOTICE_ABOVE));
    expect(screen.queryByRole('heading', { name: 'Registration not approved' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload Documents' })).toBeNull();
    expect(card).not.toHaveTextContent('for another company');
    expect(card).not.toHaveTextContent(/reviewing|under review|finish onboarding/i);
  });

  it('names what is left beside each link: the missing documents and profile fields (shots8)', async () => {
    await renderFor(
      newCustomerOnboarding({
        profile: { complete: false, missing: ['phone', 'address'] },
        documents: {
          uploaded: ['proofOfAddress'],
          pending: 1,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-27T09:00:00.000Z',
        },
      }),
    );
    const documents = (await screen.findByRole('link', { name: 'Go to Document Upload' })).closest('li');
    expect(documents).toHaveTextContent(
      /^Documents: BVN, CAC, TIN, Director Information — Go to Document Upload$/,
    );
    expect(screen.getByRole('link', { name: 'Go to Profile Management' }).closest('li')).toHaveTextContent(
      /^Profile: Phone, Address — Go to Profile Management$/,
    );
  });

  it('asks only for what is left: documents, not the profile, when the profile is done', async () => {
    await renderFor(
      newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn', 'cac'],
          pending: 2,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2024-03-05T09:00:00.000Z',
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Finish onboarding to send payments' });
    const card = screen.getByRole('region');
    // The banner's sentence is not repeated under it: the card says where to act.
    await screen.findByRole('link', { name: 'Go to Document Upload' });
    expect(card).not.toHaveTextContent(/Please upload the documents still missing/);
    expect(card).not.toHaveTextContent(/complete your profile/i);
    expect(screen.queryByRole('link', { name: 'Go to Profile Management' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Document Upload' })).toBeInTheDocument();
  });

  it('lists what is left while onboarding is unfinished', async () => {
    await renderFor(newCustomerOnboarding());
    await screen.findByRole('heading', { name: 'Finish onboarding to send payments' });
    expect(screen.getByRole('link', { name: 'Go to Profile Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Document Upload' })).toBeInTheDocument();
  });

  it.each([
    [
      'documents missing',
      newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['proofOfAddress'],
          pending: 1,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-27T09:00:00.000Z',
        },
      }),
      'Please upload the documents still missing',
    ],
    [
      'registration refused',
      newCustomerOnboarding({
        ...EVERYTHING_IN,
        registration: {
          status: 'rejected',
          reason: 'The CAC certificate is for another company. Please upload your own.',
          decidedAt: '2026-11-26T12:00:00.000Z',
        },
      }),
      'Your registration was not approved. Reason:',
    ],
  ])(
    'on the payments page (%s), says the banner sentence once, not again in the card',
    async (_, onboarding, sentence) => {
      const api = createNewCustomerApi();
      api.on('GET', '/onboarding', succeeded({ onboarding }));
      signInCustomer({ approved: false });
      const { container } = await renderCustomerArea('/dashboard/payments', api.source);
      await screen.findAllByRole('heading', {
        level: 2,
        name: /Finish onboarding|Registration not approved/,
      });
      await waitFor(() => expect(container).toHaveTextContent(sentence));
      expect((container.textContent ?? '').split(sentence).length - 1).toBe(1);
    },
  );
});
