import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadProgress } from '@portal/auth';
import type { CustomerDataSource } from '../../api';
import { createFakeApi, succeeded } from '../../testing/fakeApi';
import { customerDocument } from '../../testing/fakeCustomerData';
import {
  fakeFile,
  renderWithCustomerContext,
  signInCustomer,
  signOutCustomer,
} from '../../testing/renderCustomerArea';
import { CustomerDocuments } from './CustomerDocuments';

afterEach(() => signOutCustomer());

/**
 * The server-backed source over a fake API, its upload held until the test answers it;
 * the test reports the bytes sent through the callback the page passed down.
 */
async function setup() {
  signInCustomer();
  const api = createFakeApi();
  api.on('GET', '/documents', succeeded({ documents: [] }));
  let report: UploadProgress = () => undefined;
  let finish: () => void = () => undefined;
  const source: CustomerDataSource = {
    ...api.source,
    submitDocuments: (documents, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = () => resolve([customerDocument({ type: 'bvn', fileName: 'bvn.pdf' })]);
      });
    },
  };
  const user = userEvent.setup({ applyAccept: false });
  renderWithCustomerContext(<CustomerDocuments />, { source });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Documents' })).toBeEnabled());
  return {
    user,
    report: (fraction: number) => act(async () => report(fraction)),
    finish: () => act(async () => finish()),
  };
}

const bar = () => screen.getByRole('progressbar', { name: 'Uploading BVN' });
const status = () => bar().closest('[role="status"]');

describe('the upload progress of the documents form', () => {
  it('shows "Uploading…" until the upload reports, then the share of bytes sent as it goes, never 100% before the answer', async () => {
    const { user, report, finish } = await setup();
    await user.upload(screen.getByLabelText('BVN', { selector: 'input' }), fakeFile('bvn.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit Documents' }));

    expect(status()).toHaveTextContent(/^Uploading…$/);
    expect(bar()).not.toHaveAttribute('value');

    await report(0.4);
    expect(status()).toHaveTextContent('Uploading… 40%');
    expect(bar()).toHaveAttribute('value', '0.4');

    // Every byte is sent, but the server may still refuse the files: not "done" yet.
    await report(1);
    expect(status()).toHaveTextContent('Uploading… 99%');
    expect(bar()).toHaveAttribute('value', '0.99');

    await finish();
    expect(screen.getByRole('heading', { name: 'Documents Submitted Successfully!' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
