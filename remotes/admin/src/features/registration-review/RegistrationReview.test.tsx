import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminDecision } from '@portal/contracts/admin';
import type { RegistrationReview as Review, RevealBody } from '@portal/contracts/registrationReview';
import type { AdminDataSource } from '../../api';
import {
  checklistFixture,
  documentApprovalFixture,
  documentFixture,
  registrationFixture,
} from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { RegistrationReview } from './RegistrationReview';

const bvn = documentFixture({ type: 'bvn', id: 'file-bvn', fileName: 'bvn-slip.pdf' });
const proof = documentFixture({
  type: 'proofOfAddress',
  id: 'file-poa',
  fileName: 'utility-bill.png',
  contentType: 'image/png',
});

function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    registration: registrationFixture({
      id: 'usr-1',
      name: 'Adaeze Okonkwo',
      companyName: 'Okonkwo Textiles',
    }),
    profile: {
      companyName: 'Okonkwo Textiles',
      address: '12 Broad Street, Lagos',
      phone: '+2348031234567',
      bvnMasked: '••••8901',
      tinMasked: '••••5678',
      directors: [{ name: 'Adaeze Okonkwo', ninOrBvnMasked: '••••2109', position: 'CEO' }],
      updatedAt: null,
    },
    missingProfileFields: [],
    documentSet: documentApprovalFixture({
      id: 'usr-1',
      userId: 'usr-1',
      documents: checklistFixture({ bvn: [bvn], proofOfAddress: [proof] }),
    }),
    ...overrides,
  };
}

function renderReview(methods: Partial<AdminDataSource> = {}) {
  const decisions: [string, AdminDecision][] = [];
  const reveals: [string, RevealBody][] = [];
  const { unmount } = renderWithSource(
    <Routes>
      <Route path="/admin/registrations/:id" element={<RegistrationReview id="usr-1" />} />
    </Routes>,
    {
      getRegistrationReview: () => Promise.resolve(reviewFixture()),
      revealIdentifier: (id, target) => {
        reveals.push([id, target]);
        const full = { bvn: '12345678901', tin: '1234-5678', director: '98765432109' };
        return Promise.resolve(full[target.field]);
      },
      openDocumentFile: (id) => Promise.resolve(new Blob([`bytes of ${id}`])),
      decideDocumentApproval: (id, decision) => {
        decisions.push([id, decision]);
        return Promise.resolve(documentApprovalFixture());
      },
      decideRegistration: (id, decision) => {
        decisions.push([id, decision]);
        return Promise.resolve(registrationFixture());
      },
      ...methods,
    },
    '/admin/registrations/usr-1',
  );
  return { decisions, reveals, unmount };
}

describe('RegistrationReview', () => {
  let urls = 0;
  beforeAll(() => {
    URL.createObjectURL = () => `blob:test/${(urls += 1)}`;
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => signInStaff('reviewer'));
  afterEach(() => signOutStaff());

  it('shows the profile as a description list with BVN and TIN masked, and the directors', async () => {
    renderReview();
    const profile = await screen.findByRole('region', { name: 'Business profile' });
    const value = (label: string) => within(profile).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Company')).toHaveTextContent('Okonkwo Textiles');
    expect(value('Address')).toHaveTextContent('12 Broad Street, Lagos');
    // Grouped as the customer's own profile shows it (issue 31 review), not "+2348031234567".
    expect(value('Phone')).toHaveTextContent(/^\+234 803 123 4567$/);
    expect(value('BVN')).toHaveTextContent('••••8901');
    expect(value('TIN')).toHaveTextContent('••••5678');
    expect(
      within(profile).getByRole('row', {
        name: 'Adaeze Okonkwo CEO ••••2109 Reveal full NIN or BVN of Adaeze Okonkwo',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('12345678901')).not.toBeInTheDocument();
  });

  it("keeps a postcode in the profile's address whole, and says Not set for an empty one", async () => {
    const withAddress = (address: string) => () => {
      const review = reviewFixture();
      return Promise.resolve({ ...review, profile: { ...review.profile, address } });
    };
    const addressIn = async () =>
      within(await screen.findByRole('region', { name: 'Business profile' })).getByText('Address', {
        selector: 'dt',
      }).nextElementSibling as HTMLElement;
    const { unmount } = renderReview({
      getRegistrationReview: withAddress('4 Temple Row, Birmingham B2 5HG'),
    });
    const address = await addressIn();
    expect(address).toHaveTextContent('4 Temple Row, Birmingham B2 5HG');
    expect(address.querySelector('.nowrap')).toHaveTextContent(/^B2 5HG$/);
    unmount();
    renderReview({ getRegistrationReview: withAddress('') });
    expect(await addressIn()).toHaveTextContent('Not set');
  });

  it('says the registration is "Not submitted", not "In review", while the profile is incomplete', async () => {
    renderReview({
      getRegistrationReview: () =>
        Promise.resolve(
          reviewFixture({ registration: registrationFixture({ id: 'usr-1', submitted: false }) }),
        ),
    });
    const profile = await screen.findByRole('region', { name: 'Business profile' });
    const status = within(profile).getByText('Registration status', { selector: 'dt' }).nextElementSibling;
    expect(status).toHaveTextContent(
      'NOT SUBMITTED The customer has not completed the business profile yet.',
    );
  });

  it('lays each director out as a card of its own at phone width: name as its title, each value labelled', async () => {
    renderReview();
    const profile = await screen.findByRole('region', { name: 'Business profile' });
    const table = within(profile).getByRole('table');
    // The shared phone layout (styles.css .table-cards): rows become stacked cards, no squeezed columns.
    expect(table).toHaveClass('table-cards');
    const director = within(table).getByRole('row', { name: /^Adaeze Okonkwo CEO/ });
    expect(within(director).getByRole('rowheader')).toHaveTextContent(/^Adaeze Okonkwo$/);
    expect(
      within(director)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Position', 'NIN or BVN']);
  });

  it('reveals the full BVN only when asked, with a button that says so', async () => {
    const { reveals } = renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal full BVN' }));
    expect(await screen.findByText('12345678901')).toBeInTheDocument();
    expect(reveals).toEqual([['usr-1', { field: 'bvn' }]]);
    expect(screen.queryByRole('button', { name: 'Reveal full BVN' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal full TIN' })).toBeInTheDocument();
  });

  it("reveals a director's NIN or BVN by the director's place, the button naming whose it is", async () => {
    const { reveals } = renderReview();
    const director = await screen.findByRole('row', { name: /^Adaeze Okonkwo CEO/ });
    await userEvent.click(
      within(director).getByRole('button', { name: 'Reveal full NIN or BVN of Adaeze Okonkwo' }),
    );
    expect(await within(director).findByText('98765432109')).toBeInTheDocument();
    expect(reveals).toEqual([['usr-1', { field: 'director', director: 0 }]]);
    expect(within(director).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each reveal button as one short word on screen, its full name kept for a screen reader', async () => {
    renderReview();
    const button = await screen.findByRole('button', { name: 'Reveal full NIN or BVN of Adaeze Okonkwo' });
    const onScreen = button.cloneNode(true) as HTMLElement;
    onScreen.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    expect(onScreen.textContent).toBe('Reveal');
  });

  it('shows each document inline, titled by its type and file name: a PDF in a frame with a link to open it in a tab, an image as an image', async () => {
    renderReview();
    const frame = await screen.findByTitle('BVN: bvn-slip.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    // On a phone a file name moves to a line of its own rather than break at its hyphens.
    const heading = screen.getByRole('heading', { name: 'BVN: bvn-slip.pdf' });
    expect(within(heading).getByText('bvn-slip.pdf')).toHaveClass('whole-word');
    const open = screen.getByRole('link', { name: 'Open bvn-slip.pdf in a new tab' });
    expect(within(open).getByText('bvn-slip.pdf')).toHaveClass('whole-word');
    expect(open).toHaveAttribute('href', frame.getAttribute('src'));
    expect(open).toHaveAttribute('target', '_blank');
    const image = await screen.findByRole('img', { name: 'Proof of Address: utility-bill.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByText(/file-bvn/)).not.toBeInTheDocument();
  });

  it('rejects one document with a reason from the dialog: the reason is required and shown next to the field', async () => {
    const { decisions } = renderReview();
    const section = await screen.findByRole('region', { name: 'Proof of Address: utility-bill.png' });
    await userEvent.click(within(section).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText('Reason for rejection');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give a reason'));
    expect(decisions).toEqual([]);
    await userEvent.type(reason, 'Older than three months');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([['file-poa', { decision: 'rejected', reason: 'Older than three months' }]]);
    expect(await screen.findByText('Proof of Address: utility-bill.png rejected.')).toBeInTheDocument();
  });

  it('closes the dialog with Escape without deciding', async () => {
    const { decisions } = renderReview();
    const section = await screen.findByRole('region', { name: 'BVN: bvn-slip.pdf' });
    await userEvent.click(within(section).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([]);
  });

  it("keeps the registration's own approve and reject", async () => {
    const { decisions } = renderReview();
    const section = await screen.findByRole('region', { name: 'Registration decision' });
    await userEvent.click(within(section).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toEqual([['usr-1', { decision: 'approved' }]]));
  });

  it("disables the registration's Approve while its documents are in review, pointing to the documents below", async () => {
    const { decisions } = renderReview({
      getRegistrationReview: () =>
        Promise.resolve(
          reviewFixture({
            registration: registrationFixture({
              id: 'usr-1',
              documentStandings: {
                bvn: 'pending',
                cac: 'pending',
                proofOfAddress: 'pending',
                tin: 'pending',
                directorInfo: 'pending',
              },
            }),
          }),
        ),
    });
    const section = await screen.findByRole('region', { name: 'Registration decision' });
    const approve = within(section).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Cannot approve until each document above is approved (waiting: BVN, CAC, Proof of Address, TIN, Director Information).',
    );
    expect(within(section).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(decisions).toEqual([]);
  });

  it('offers finance neither reveal nor decisions', async () => {
    act(() => signInStaff('finance'));
    renderReview();
    await screen.findByRole('region', { name: 'Business profile' });
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('offers no decision on a refused registration’s waiting documents and says why', async () => {
    renderReview({
      getRegistrationReview: () =>
        Promise.resolve(
          reviewFixture({
            registration: registrationFixture({
              id: 'usr-1',
              status: 'rejected',
              reason: 'The CAC certificate is for another company',
            }),
          }),
        ),
    });
    const document = await screen.findByRole('region', { name: /bvn-slip\.pdf/ });
    expect(within(document).getByText('NOT REVIEWED')).toHaveClass('badge');
    expect(document).not.toHaveTextContent('IN REVIEW');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
