import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createNewCustomerApi, refusedWith, succeeded } from '../../testing/fakeApi';
import { newCustomerOnboarding } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { LOAD_FAILED_MESSAGE } from '../load-state';
import { OnboardingChecklist } from './OnboardingChecklist';

async function renderChecklist(onboarding = newCustomerOnboarding()) {
  const api = createNewCustomerApi();
  api.on('GET', '/onboarding', succeeded({ onboarding }));
  signInCustomer({ approved: onboarding.registration.status === 'approved' });
  renderWithCustomerContext(<OnboardingChecklist />, { source: api.source });
  await screen.findByRole('list');
  return api;
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('the onboarding checklist', () => {
  afterEach(() => signOutCustomer());

  it('tells a new customer what is missing and where to add it', async () => {
    await renderChecklist();
    expect(item('Profile')).toHaveTextContent('To do');
    expect(item('Profile')).toHaveTextContent('Missing: Company Name, Phone, Address, BVN, TIN, Directors.');
    expect(within(item('Profile')).getByRole('link', { name: 'Go to Profile Management' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(item('Documents')).toHaveTextContent('0 of 5 uploaded.');
    expect(within(item('Documents')).getByRole('link', { name: 'Go to Document Upload' })).toHaveAttribute(
      'href',
      '/dashboard/documents',
    );
    // Nothing was submitted yet, so nothing is in review (issue 31).
    expect(item('Approval')).toHaveTextContent('Not started');
    expect(item('Approval')).not.toHaveTextContent('In review');
    // The approver named as every other page names it (shots7).
    expect(item('Approval')).toHaveTextContent(
      'VendorBridge reviews your account once your profile and documents are in.',
    );
  });

  it('says the approval is in review only once the profile and every document are in', async () => {
    await renderChecklist(
      newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
          pending: 5,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2024-03-05T09:00:00.000Z',
        },
      }),
    );
    expect(item('Documents')).toHaveTextContent('In review');
    expect(item('Approval')).toHaveTextContent('In review');
    expect(item('Approval')).toHaveTextContent('VendorBridge is reviewing your profile and documents.');
  });

  it('counts a refused file as uploaded and names it, to upload again', async () => {
    await renderChecklist(
      newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn', 'cac', 'tin'],
          pending: 3,
          approved: 0,
          rejected: 1,
          rejections: [{ type: 'proofOfAddress', reason: 'The bill is older than three months' }],
          submittedAt: '2024-03-05T09:00:00.000Z',
        },
      }),
    );
    expect(item('Profile')).toHaveTextContent('Done');
    expect(within(item('Profile')).queryByRole('link')).toBeNull();
    expect(item('Documents')).toHaveTextContent(
      '4 of 5 uploaded, 3 in review, 1 not approved: Proof of Address; please upload it again.',
    );
  });

  it('checklist shows the rejection reason', async () => {
    await renderChecklist(
      newCustomerOnboarding({
        registration: {
          status: 'rejected',
          reason: 'The CAC certificate belongs to another company',
          decidedAt: '2024-03-06T12:00:00.000Z',
        },
      }),
    );
    expect(item('Approval')).toHaveTextContent('Not approved');
    // The reason is the banner's, said once on the page (issue 31), not repeated in the card.
    expect(item('Approval')).toHaveTextContent('the reason is in the notice at the top of the page');
    expect(screen.getByRole('region', { name: 'Account setup' })).not.toHaveTextContent(
      'The CAC certificate belongs to another company',
    );
  });

  describe('after the registration was refused (issue 31 items 3 and 9)', () => {
    const refused = (reason: string) =>
      newCustomerOnboarding({
        registration: { status: 'rejected', reason, decidedAt: '2024-03-06T12:00:00.000Z' },
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
          pending: 5,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2024-03-05T09:00:00.000Z',
        },
      });

    it('says nothing is in review, and sends a document named by the reason to the upload', async () => {
      await renderChecklist(refused('The CAC certificate is for another company. Please upload your own.'));
      expect(screen.getByRole('region', { name: 'Account setup' })).not.toHaveTextContent(
        /in review|waiting for review|reviewing/i,
      );
      expect(item('Documents')).toHaveTextContent('Not approved');
      // The reason asks for a different file, not the same one again (shots8).
      expect(item('Documents')).toHaveTextContent('Upload a new CAC as the reason says.');
      expect(item('Documents')).not.toHaveTextContent(/again/);
      expect(within(item('Documents')).getByRole('link', { name: 'Go to Document Upload' })).toHaveAttribute(
        'href',
        '/dashboard/documents',
      );
    });

    it('counts the refused CAC among the five files the documents page lists, and names it', async () => {
      await renderChecklist(
        newCustomerOnboarding({
          registration: {
            status: 'rejected',
            reason: 'The CAC certificate is for another company. Please upload your own.',
            decidedAt: '2026-11-26T12:00:00.000Z',
          },
          profile: { complete: true, missing: [] },
          documents: {
            uploaded: ['bvn', 'proofOfAddress', 'tin', 'directorInfo'],
            pending: 4,
            approved: 0,
            rejected: 1,
            rejections: [{ type: 'cac', reason: 'The CAC certificate is for another company.' }],
            submittedAt: '2026-11-26T09:00:00.000Z',
          },
        }),
      );
      expect(item('Documents')).toHaveTextContent(
        '5 of 5 uploaded, 1 not approved: CAC. Upload a new CAC as the reason says.',
      );
      expect(item('Documents')).not.toHaveTextContent('4 of 5');
    });

    it('says the documents were not reviewed when the reason is about the profile', async () => {
      await renderChecklist(refused('The company address does not match the registry.'));
      expect(item('Documents')).toHaveTextContent('Not reviewed');
      expect(item('Documents')).not.toHaveTextContent(/in review|waiting for review/i);
      expect(within(item('Documents')).queryByRole('link')).toBeNull();
      expect(
        within(item('Approval')).getByRole('link', { name: 'Go to Profile Management' }),
      ).toHaveAttribute('href', '/dashboard/profile');
    });
  });

  it('marks everything done for an approved customer with a complete profile and reviewed documents', async () => {
    await renderChecklist({
      registration: { status: 'approved', reason: null, decidedAt: '2024-03-06T12:00:00.000Z' },
      profile: { complete: true, missing: [] },
      documents: {
        uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
        pending: 0,
        approved: 5,
        rejected: 0,
        rejections: [],
        submittedAt: '2024-03-05T09:00:00.000Z',
      },
    });
    for (const name of ['Profile', 'Documents', 'Approval']) expect(item(name)).toHaveTextContent('Done');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers Retry when it cannot be loaded', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/onboarding',
      refusedWith(500, 'Internal error'),
      succeeded({ onboarding: newCustomerOnboarding() }),
    );
    signInCustomer();
    const user = userEvent.setup();
    renderWithCustomerContext(<OnboardingChecklist />, { source: api.source });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('the checklist leaves the one next step to the approval banner, so a page says it once', () => {
  afterEach(() => signOutCustomer());

  it('offers no upload link once every document is in, and does not repeat the banner', async () => {
    await renderChecklist(
      newCustomerOnboarding({
        profile: { complete: true, missing: [] },
        documents: {
          uploaded: ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'],
          pending: 6,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    );
    const checklist = screen.getByRole('region', { name: 'Account setup' });
    expect(checklist).not.toHaveTextContent('under review since 20 Nov 2026');
    expect(item('Approval')).toHaveTextContent('In review');
    expect(within(checklist).queryByRole('link')).toBeNull();
    expect(checklist).not.toHaveTextContent(/upload your verification documents/);
  });

  it("leaves the rejected document's reason to the banner, with the way to the documents page", async () => {
    await renderChecklist(
      newCustomerOnboarding({
        documents: {
          uploaded: ['bvn'],
          pending: 1,
          approved: 0,
          rejected: 1,
          rejections: [{ type: 'cac', reason: 'Blurred' }],
          submittedAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    );
    const checklist = screen.getByRole('region', { name: 'Account setup' });
    expect(checklist).not.toHaveTextContent('Blurred');
    expect(item('Documents')).toHaveTextContent('1 not approved: CAC; please upload it again');
    expect(within(item('Documents')).getByRole('link', { name: 'Go to Document Upload' })).toHaveAttribute(
      'href',
      '/dashboard/documents',
    );
  });
});
