import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MESSAGES, type CustomerDocument } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { Onboarding } from '@portal/contracts/onboarding';
import { createFakeApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import {
  customerDocument,
  dashboardStats,
  newCustomerOnboarding,
  stateCounts,
} from '../../testing/fakeCustomerData';
import {
  fakeFile,
  renderCustomerArea,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';
import { SERVER_MESSAGES } from '../../api';
import { LOAD_FAILED_MESSAGE } from '../load-state';
import { CustomerDocuments } from './CustomerDocuments';
import { NO_DOCUMENTS_MESSAGE } from './DocumentStatusList';
import { DOCUMENTS_DESCRIPTION_CLOSED, DOCUMENTS_DESCRIPTION_OPEN } from './documentsDescription';

// Named as the list names each document (shots8).
const SINGLE_INPUTS = ['BVN', 'CAC', 'Proof of Address', 'TIN'];
const DIRECTOR_INPUT = 'Director Information';
const SUCCESS_TITLE = 'Documents Submitted Successfully!';

type UserOptions = Parameters<typeof userEvent.setup>[0];

async function setup(
  documents: CustomerDocument[] = [],
  api: FakeApi = createFakeApi(),
  options: UserOptions = {},
) {
  signInCustomer();
  api.on('GET', '/documents', succeeded({ documents }));
  const user = userEvent.setup({ applyAccept: false, ...options });
  const view = renderWithCustomerContext(<CustomerDocuments />, { source: api.source });
  await waitFor(() => expect(within(statusList()).queryByText('Loading your documents…')).toBeNull());
  return { user, api, view };
}

const statusList = () => screen.getByRole('region', { name: 'Your documents' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Documents' });
const uploads = (api: FakeApi) => api.callsTo('POST', '/documents');
const sentForm = (api: FakeApi, index = 0) => uploads(api)[index]?.body as FormData;

/** Answers the next upload with what the test decides, when it decides. */
function holdUpload(api: FakeApi) {
  let answer: (response: Response) => void = () => undefined;
  api.on(
    'POST',
    '/documents',
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  return (response: Response) => act(() => Promise.resolve(answer(response)));
}

describe('the status list of the customer documents', () => {
  afterEach(() => signOutCustomer());

  it('lists each current document with its type, file name, upload date, status, and the reason when rejected', async () => {
    await setup([
      customerDocument({
        type: 'cac',
        fileName: 'cac-old.pdf',
        status: 'rejected',
        reason: 'Old',
        superseded: true,
      }),
      customerDocument({ type: 'directorInfo', fileName: 'director-1.png', status: 'pending' }),
      customerDocument({
        type: 'cac',
        fileName: 'cac.pdf',
        status: 'rejected',
        reason: 'The certificate is cut off at the bottom',
        uploadedAt: '2024-03-07T12:00:00.000Z',
      }),
      customerDocument({ type: 'bvn', fileName: 'bvn.pdf', status: 'approved' }),
    ]);
    const rows = within(statusList()).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['BVN', 'CAC', 'Director Information']);

    const [bvn, cac, director] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(bvn).toHaveTextContent('bvn.pdf');
    expect(bvn).toHaveTextContent('Uploaded 5 Mar 2024');
    expect(within(bvn).getByText('APPROVED')).toBeInTheDocument();
    expect(cac).toHaveTextContent('cac.pdf');
    expect(cac).toHaveTextContent('Uploaded 7 Mar 2024');
    expect(within(cac).getByText('NOT APPROVED')).toBeInTheDocument();
    expect(cac).toHaveTextContent('Reason: The certificate is cut off at the bottom');
    expect(within(director).getByText('IN REVIEW')).toBeInTheDocument();
    expect(within(director).queryByText(/Reason/)).toBeNull();
    // The superseded version is kept on the server, not listed as current.
    expect(within(statusList()).queryByText('cac-old.pdf')).toBeNull();
  });

  it('says what to do when nothing has been uploaded yet', async () => {
    await setup([]);
    expect(within(statusList()).getByText(NO_DOCUMENTS_MESSAGE)).toBeInTheDocument();
    expect(within(statusList()).queryByRole('list')).toBeNull();
  });

  it('offers Retry when the documents could not be read, and reads them again', async () => {
    const api = createFakeApi();
    signInCustomer();
    api.on(
      'GET',
      '/documents',
      refusedWith(500, 'Internal error'),
      succeeded({ documents: [customerDocument()] }),
    );
    const user = userEvent.setup();
    renderWithCustomerContext(<CustomerDocuments />, { source: api.source });
    expect(within(statusList()).getByRole('status')).toHaveTextContent('Loading your documents…');
    expect(await within(statusList()).findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await user.click(within(statusList()).getByRole('button', { name: 'Retry' }));
    expect(await within(statusList()).findByText('bvn.pdf')).toBeInTheDocument();
  });

  describe('View', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/file-1');
    const revokeObjectURL = jest.fn();
    let tab: { opener: unknown; location: { href: string }; close: jest.Mock };

    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      tab = { opener: window, location: { href: 'about:blank' }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    });
    afterEach(() => {
      jest.restoreAllMocks();
      createObjectURL.mockClear();
      revokeObjectURL.mockClear();
    });

    it('opens the file through the authorised download in a new tab and revokes its URL when the page goes', async () => {
      const document = customerDocument({ fileName: 'bvn.pdf' });
      const api = createFakeApi();
      api.on('GET', `/documents/${document.id}/file`, new Response('%PDF-1.4', { status: 200 }));
      const { user, view } = await setup([document], api);

      await user.click(within(statusList()).getByRole('button', { name: 'View bvn.pdf' }));

      const [download] = api.callsTo('GET', `/documents/${document.id}/file`);
      expect(download?.headers.Authorization).toBe('Bearer test-token');
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(tab.location.href).toBe('blob:http://localhost/file-1');
      expect(revokeObjectURL).not.toHaveBeenCalled();
      view.unmount();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
    });

    it('closes the tab and says so when the file could not be fetched', async () => {
      const document = customerDocument({ fileName: 'bvn.pdf' });
      const api = createFakeApi();
      api.on(
        'GET',
        `/documents/${document.id}/file`,
        refusedWith(404, 'Not found', { code: ERROR_CODES.notFound }),
      );
      const { user } = await setup([document], api);

      await user.click(within(statusList()).getByRole('button', { name: 'View bvn.pdf' }));

      expect(await within(statusList()).findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.fileMissing);
      expect(tab.close).toHaveBeenCalled();
      expect(createObjectURL).not.toHaveBeenCalled();
    });
  });
});

describe('the document upload form', () => {
  afterEach(() => {
    jest.useRealTimers();
    signOutCustomer();
  });

  it('has five inputs accepting pdf, jpg, jpeg and png, several files for directors, none required', async () => {
    await setup();
    for (const label of [...SINGLE_INPUTS, DIRECTOR_INPUT]) {
      const input = screen.getByLabelText(label, { selector: 'input' });
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
      expect(input).not.toBeRequired();
    }
    expect(screen.getByLabelText(DIRECTOR_INPUT, { selector: 'input' })).toHaveAttribute('multiple');
    expect(screen.getByLabelText('BVN', { selector: 'input' })).not.toHaveAttribute('multiple');
  });

  it('refuses a submission with no file chosen, says so next to the form, and sends nothing', async () => {
    const { user, api } = await setup();
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Document upload' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please choose at least one document to upload.',
    );
    expect(screen.queryByRole('heading', { name: SUCCESS_TITLE })).toBeNull();
    expect(uploads(api)).toHaveLength(0);

    await user.upload(screen.getByLabelText('TIN', { selector: 'input' }), fakeFile('tin.pdf'));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows Submitting... while the upload runs, then the count the server received, refreshes the list and resets after 5 seconds', async () => {
    jest.useFakeTimers();
    const api = createFakeApi();
    const { user } = await setup([], api, { advanceTimers: jest.advanceTimersByTime });
    const answerUpload = holdUpload(api);
    await user.upload(screen.getByLabelText('BVN', { selector: 'input' }), fakeFile('bvn.pdf'));
    await user.upload(screen.getByLabelText(DIRECTOR_INPUT, { selector: 'input' }), [
      fakeFile('director-1.jpg'),
      fakeFile('director-2.jpeg'),
    ]);
    await user.click(submitButton());

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: SUCCESS_TITLE })).toBeNull();
    const form = sentForm(api);
    expect((form.get('bvnFile') as File).name).toBe('bvn.pdf');
    expect((form.getAll('directorInfoFiles') as File[]).map((file) => file.name)).toEqual([
      'director-1.jpg',
      'director-2.jpeg',
    ]);

    const received = [
      customerDocument({ type: 'bvn', fileName: 'bvn.pdf' }),
      customerDocument({ type: 'directorInfo', fileName: 'director-1.jpg' }),
      customerDocument({ type: 'directorInfo', fileName: 'director-2.jpeg' }),
    ];
    api.on('GET', '/documents', succeeded({ documents: received }));
    await answerUpload(succeeded({ documents: received }, UPLOAD_MESSAGES.uploaded, 201));

    expect(screen.getByRole('heading', { name: SUCCESS_TITLE })).toHaveFocus();
    expect(
      screen.getByText('3 files were received. VendorBridge will now review your documents.'),
    ).toBeVisible();
    expect(await within(statusList()).findByText('director-2.jpeg')).toBeInTheDocument();
    expect(within(statusList()).getAllByText('IN REVIEW')).toHaveLength(3);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(screen.getByRole('heading', { name: SUCCESS_TITLE })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('heading', { name: SUCCESS_TITLE })).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText<HTMLInputElement>('BVN', { selector: 'input' }).files).toHaveLength(0);
    // The heading that held focus is gone: the form's first input takes it, not the page.
    expect(screen.getByLabelText('BVN', { selector: 'input' })).toHaveFocus();
  });

  it('shows a 413 answer next to the file it names and claims no success', async () => {
    const { user, api } = await setup();
    api.on(
      'POST',
      '/documents',
      refusedWith(413, UPLOAD_MESSAGES.tooLarge, {
        code: ERROR_CODES.fileTooLarge,
        errors: { cacFile: [UPLOAD_MESSAGES.tooLarge] },
      }),
    );
    await user.upload(screen.getByLabelText('CAC', { selector: 'input' }), fakeFile('cac.pdf'));
    await user.click(submitButton());

    const cac = screen.getByLabelText('CAC', { selector: 'input' });
    await screen.findByText(UPLOAD_MESSAGES.tooLarge);
    expect(cac).toHaveAttribute('aria-invalid', 'true');
    expect(cac).toHaveAccessibleDescription(expect.stringContaining(UPLOAD_MESSAGES.tooLarge));
    expect(screen.queryByRole('heading', { name: SUCCESS_TITLE })).toBeNull();
    expect(submitButton()).toBeEnabled();
    // The choice is kept, so the customer can pick another file or send again.
    expect((cac as HTMLInputElement).files).toHaveLength(1);

    await user.upload(cac, fakeFile('cac-smaller.pdf'));
    expect(cac).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal that names no input as an alert, and reads the documents again after a conflict', async () => {
    const { user, api } = await setup();
    api.on(
      'POST',
      '/documents',
      refusedWith(409, UPLOAD_MESSAGES.alreadyApproved, { code: ERROR_CODES.conflict }),
    );
    api.on(
      'GET',
      '/documents',
      succeeded({ documents: [customerDocument({ type: 'bvn', status: 'approved' })] }),
    );
    await user.upload(screen.getByLabelText('BVN', { selector: 'input' }), fakeFile('bvn.pdf'));
    await user.click(submitButton());

    const form = screen.getByRole('form', { name: 'Document upload' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.alreadyApproved);
    expect(screen.queryByRole('heading', { name: SUCCESS_TITLE })).toBeNull();
    expect(await within(form).findByRole('group', { name: 'BVN' })).toHaveTextContent('Approved');
  });

  it('shows Approved instead of an input for an approved type, and asks for a new file for a rejected one', async () => {
    const { user, api } = await setup([
      customerDocument({ type: 'bvn', status: 'approved' }),
      customerDocument({ type: 'cac', status: 'rejected', reason: 'The certificate is cut off' }),
    ]);
    const form = screen.getByRole('form', { name: 'Document upload' });
    expect(within(form).queryByLabelText('BVN', { selector: 'input' })).toBeNull();
    expect(within(form).getByRole('group', { name: 'BVN' })).toHaveTextContent('Approved');

    const cac = within(form).getByLabelText('CAC', { selector: 'input' });
    expect(cac).toHaveAccessibleDescription(expect.stringContaining('Not approved: upload a new file.'));
    // The reason is said under the document's row above, once; not again here.
    expect(cac).not.toHaveAccessibleDescription(expect.stringContaining('cut off'));
    api.on('POST', '/documents', succeeded({ documents: [customerDocument({ type: 'cac' })] }, 'ok', 201));
    await user.upload(cac, fakeFile('cac-clear.pdf'));
    await user.click(submitButton());
    expect(
      await screen.findByText('1 file was received. VendorBridge will now review your documents.'),
    ).toBeVisible();
    expect([...sentForm(api).keys()]).toEqual(['cacFile']);
  });

  it('refuses a file of another type next to its input, and does not send it', async () => {
    const { user, api } = await setup();
    api.on('POST', '/documents', succeeded({ documents: [customerDocument()] }, 'ok', 201));
    const input = screen.getByLabelText('TIN', { selector: 'input' });
    await user.upload(input, fakeFile('tin.gif'));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'tin.gif is not an accepted file type. Please choose a PDF, JPG, JPEG or PNG file.',
      ),
    );
    await user.upload(screen.getByLabelText('BVN', { selector: 'input' }), fakeFile('bvn.pdf'));
    await user.click(submitButton());
    await screen.findByRole('heading', { name: SUCCESS_TITLE });
    expect([...sentForm(api).keys()]).toEqual(['bvnFile']);
  });

  it('refuses a file over 5MB, and clears the message once a fitting file is chosen', async () => {
    const { user } = await setup();
    const input = screen.getByLabelText('Proof of Address');
    await user.upload(input, fakeFile('utility-bill.pdf', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'utility-bill.pdf is larger than 5MB. Please choose a file of 5MB or less.',
    );

    await user.upload(input, fakeFile('utility-bill.pdf', 2 * 1024 * 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a director selection with one file too large, names that file, and sends none of it', async () => {
    const { user, api } = await setup();
    await user.upload(screen.getByLabelText(DIRECTOR_INPUT, { selector: 'input' }), [
      fakeFile('director-1.pdf'),
      fakeFile('director-2.png', 5 * 1024 * 1024 + 1),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('director-2.png is larger than 5MB.');
    await user.click(submitButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(UPLOAD_MESSAGES.noFiles);
    expect(uploads(api)).toHaveLength(0);
  });
});

describe('the documents page after everything is in', () => {
  afterEach(() => signOutCustomer());

  const ALL_TYPES = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;

  async function setupWith(onboarding: Onboarding) {
    const api = createFakeApi();
    api.on('GET', '/onboarding', succeeded({ onboarding }));
    // No payment request yet: the first payment's invitation is what comes next.
    api.on('GET', '/dashboard', succeeded({ stats: dashboardStats() }));
    return setup(
      ALL_TYPES.map((type) => customerDocument({ type, status: onboarding.registration.status })),
      api,
    );
  }

  it('says the documents are under review since the day they went in, with no Submit Documents', async () => {
    await setupWith(
      newCustomerOnboarding({
        documents: {
          uploaded: [...ALL_TYPES],
          pending: 5,
          approved: 0,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    );
    const closed = await screen.findByRole('region', { name: 'Your documents are under review' });
    expect(closed).toHaveTextContent('since 20 Nov 2026');
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Document upload' })).toBeNull();
  });

  it('says the documents are approved and offers the first payment once the account is approved', async () => {
    await setupWith(
      newCustomerOnboarding({
        registration: { status: 'approved', reason: null, decidedAt: '2026-11-21T09:00:00.000Z' },
        documents: {
          uploaded: [...ALL_TYPES],
          pending: 0,
          approved: 5,
          rejected: 0,
          rejections: [],
          submittedAt: '2026-11-20T09:00:00.000Z',
        },
      }),
    );
    const closed = await screen.findByRole('region', { name: 'Your documents are approved' });
    expect(await within(closed).findByRole('link', { name: 'Make your first payment' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).toBeNull();
  });

  it('does not invite an approved customer who already pays to a first payment (issue 31 item 9)', async () => {
    const api = createFakeApi();
    api.on(
      'GET',
      '/dashboard',
      succeeded({ stats: dashboardStats({ byState: stateCounts({ pending: 2 }) }) }),
    );
    api.on(
      'GET',
      '/onboarding',
      succeeded({
        onboarding: newCustomerOnboarding({
          registration: { status: 'approved', reason: null, decidedAt: '2026-11-21T09:00:00.000Z' },
          documents: {
            uploaded: [...ALL_TYPES],
            pending: 0,
            approved: 5,
            rejected: 0,
            rejections: [],
            submittedAt: '2026-11-20T09:00:00.000Z',
          },
        }),
      }),
    );
    await setup(
      ALL_TYPES.map((type) => customerDocument({ type, status: 'approved' })),
      api,
    );
    const closed = await screen.findByRole('region', { name: 'Your documents are approved' });
    await waitFor(() => expect(api.callsTo('GET', '/dashboard').length).toBeGreaterThan(0));
    expect(await within(closed).findByRole('link', { name: 'New payment' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    expect(closed).not.toHaveTextContent(/first payment/i);
  });

  it('shows no document as pending once the registration was refused (issue 31 items 3 and 9)', async () => {
    const api = createFakeApi();
    api.on(
      'GET',
      '/onboarding',
      succeeded({
        onboarding: newCustomerOnboarding({
          registration: {
            status: 'rejected',
            reason: 'The CAC certificate is for another company. Please upload your own.',
            decidedAt: '2026-11-21T09:00:00.000Z',
          },
          documents: {
            uploaded: [...ALL_TYPES],
            pending: 5,
            approved: 0,
            rejected: 0,
            rejections: [],
            submittedAt: '2026-11-20T09:00:00.000Z',
          },
        }),
      }),
    );
    await setup(
      ALL_TYPES.map((type) => customerDocument({ type, status: 'pending' })),
      api,
    );
    const cac = await screen.findByRole('listitem', { name: 'CAC' });
    // The document's own state, by the name staff read for the same file (Document Approvals).
    await waitFor(() => expect(cac).toHaveTextContent('NOT REVIEWED'));
    expect(within(cac).getByText('NOT REVIEWED')).toHaveClass('badge');
    expect(cac).not.toHaveTextContent('REGISTRATION NOT APPROVED');
    const list = screen.getByRole('region', { name: 'Your documents' });
    expect(list).not.toHaveTextContent('IN REVIEW');
  });
});

describe("a refused registration's reason on the documents page", () => {
  afterEach(() => signOutCustomer());

  const REASON = 'The CAC certificate is for another company. Please upload your own.';
  const ALL_TYPES = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;

  it('is said once, in the banner, with no doubled full stop; the CAC row and its input say what to do', async () => {
    signInCustomer({ approved: false });
    const api = createFakeApi();
    api.on(
      'GET',
      '/onboarding',
      succeeded({
        onboarding: newCustomerOnboarding({
          registration: { status: 'rejected', reason: REASON, decidedAt: '2026-11-26T12:00:00.000Z' },
          profile: { complete: true, missing: [] },
          documents: {
            uploaded: ['bvn', 'proofOfAddress', 'tin', 'directorInfo'],
            pending: 4,
            approved: 0,
            rejected: 1,
            rejections: [{ type: 'cac', reason: REASON }],
            submittedAt: '2026-11-26T09:00:00.000Z',
          },
        }),
      }),
    );
    api.on(
      'GET',
      '/documents',
      succeeded({
        documents: ALL_TYPES.map((type) =>
          type === 'cac'
            ? customerDocument({ type, status: 'rejected', reason: REASON })
            : customerDocument({ type, status: 'pending' }),
        ),
      }),
    );
    const { container } = await renderCustomerArea('/dashboard/documents', api.source);
    const banner = await screen.findByRole('region', { name: 'Registration not approved' });
    await waitFor(() => expect(banner).toHaveTextContent(REASON));
    const cacInput = await screen.findByLabelText('CAC', { selector: 'input' });
    expect(cacInput).toHaveAccessibleDescription(expect.stringContaining('Not approved: upload a new file.'));
    const page = container.textContent ?? '';
    expect(page.split('for another company').length - 1).toBe(1);
    expect(page).not.toContain('..');
  });
});

describe("the Document Upload page's line under its title", () => {
  afterEach(() => signOutCustomer());

  const ALL_TYPES = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;

  it('does not ask for an upload once every document is in and under review (shots8)', async () => {
    const api = createFakeApi();
    const onboarding = newCustomerOnboarding({
      documents: {
        uploaded: [...ALL_TYPES],
        pending: 5,
        approved: 0,
        rejected: 0,
        rejections: [],
        submittedAt: '2026-11-20T09:00:00.000Z',
      },
    });
    api.on('GET', '/onboarding', succeeded({ onboarding }));
    api.on('GET', '/dashboard', succeeded({ stats: dashboardStats() }));
    api.on(
      'GET',
      '/documents',
      succeeded({ documents: ALL_TYPES.map((type) => customerDocument({ type, status: 'pending' })) }),
    );
    await renderCustomerArea('/dashboard/documents', api.source);
    await screen.findByRole('region', { name: 'Your documents are under review' });
    expect(screen.getByText(DOCUMENTS_DESCRIPTION_CLOSED)).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENTS_DESCRIPTION_OPEN)).toBeNull();
  });

  it('asks for the upload while documents are missing', async () => {
    const api = createFakeApi();
    api.on('GET', '/onboarding', succeeded({ onboarding: newCustomerOnboarding() }));
    api.on('GET', '/documents', succeeded({ documents: [] }));
    await renderCustomerArea('/dashboard/documents', api.source);
    expect(await screen.findByText(DOCUMENTS_DESCRIPTION_OPEN)).toBeInTheDocument();
  });
});
