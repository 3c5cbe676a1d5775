import { render, screen } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import type { ReceiptKey, ReceiptVerificationData } from '@portal/contracts/receiptVerification';
import { RECEIPT, signedReceipt } from '../../testing/signedReceipt';
import { ReceiptVerificationPage } from './ReceiptVerificationPage';

const CODE = RECEIPT.code;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering the receipt and the keys as the server would. */
function serve(receipt: () => Response, keys: readonly ReceiptKey[]) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api/verify/${CODE}`) return Promise.resolve(receipt());
    if (url === '/api/verify/keys')
      return Promise.resolve(json(200, { success: true, message: 'Keys', data: { keys } }));
    return Promise.resolve(json(404, { success: false, message: `unexpected ${url}` }));
  });
}

const found = (data: ReceiptVerificationData) => () => json(200, { success: true, message: 'Found', data });

beforeAll(() => {
  // jsdom has no SubtleCrypto: the page checks with the one Node (and a browser) has.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('the receipt verify page (D42)', () => {
  it('says "Signature valid" and shows what the receipt states when the signature checks', async () => {
    const { data, keys } = signedReceipt();
    serve(found(data), keys);
    render(<ReceiptVerificationPage code={CODE} />);

    expect(await screen.findByText('Signature valid')).toBeInTheDocument();
    for (const text of [
      'Adebayo Textiles Ltd',
      'Müller Maschinen GmbH',
      '••••3000',
      '€1,250.50 (EUR)',
      '₦603,991.50',
      '22 Nov 2026, 08:45 UTC',
      '8a562c67-ca16-48ba-b074-65581be6f001',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The lifecycle's one name for a paid-out payment (D29), as the receipt and the customer's badge say.
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent(/^Completed$/);
    expect(screen.getByText('Paid out').nextElementSibling).toHaveTextContent('22 Nov 2026, 08:45 UTC');
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
  });

  it('states the receipt’s fee line (D47): "No fee" when none was charged, else the naira fee', async () => {
    const none = signedReceipt();
    serve(found(none.data), none.keys);
    const { unmount } = render(<ReceiptVerificationPage code={CODE} />);
    await screen.findByText('Signature valid');
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent(/^No fee$/);
    unmount();
    jest.restoreAllMocks();

    const charged = signedReceipt({ ...RECEIPT, nairaAmount: '605491.50', feeAmount: '1500.00' });
    serve(found(charged.data), charged.keys);
    render(<ReceiptVerificationPage code={CODE} />);
    await screen.findByText('Signature valid');
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent(/^₦1,500\.00$/);
    expect(screen.getByText('Naira amount').nextElementSibling).toHaveTextContent('₦605,491.50');
  });

  it('still checks a receipt signed by a newer server with a line this page does not show yet (deployed apart)', async () => {
    // The server and this remote are deployed apart: the signature covers every line the
    // server signed, so the page checks it over the receipt as sent, not only the lines it knows.
    const newer = { ...RECEIPT, settlementNote: 'Paid through the Frankfurt correspondent' };
    const { data, keys } = signedReceipt(newer);
    serve(found(data), keys);
    render(<ReceiptVerificationPage code={CODE} />);
    expect(await screen.findByText('Signature valid')).toBeInTheDocument();
    expect(screen.getByText('Müller Maschinen GmbH')).toBeInTheDocument();
    expect(screen.queryByText(/Frankfurt correspondent/)).not.toBeInTheDocument();
  });

  it('never says "Signature valid" for an answer changed after signing, and hides its details', async () => {
    const { data, keys } = signedReceipt();
    serve(found({ ...data, receipt: { ...data.receipt, amount: '12500.50' } }), keys);
    render(<ReceiptVerificationPage code={CODE} />);

    expect(await screen.findByText(/Signature not valid/)).toBeInTheDocument();
    expect(screen.queryByText('Signature valid')).not.toBeInTheDocument();
    expect(screen.queryByText(/12,500\.50/)).not.toBeInTheDocument();
  });

  it('says when a sent payment was refunded', async () => {
    const { data, keys } = signedReceipt({
      ...RECEIPT,
      state: 'refunded',
      refundedAt: '2026-11-25T14:05:00.000Z',
    });
    serve(found(data), keys);
    render(<ReceiptVerificationPage code={CODE} />);

    expect(await screen.findByText('Refunded on 25 Nov 2026, 14:05 UTC')).toBeInTheDocument();
  });

  it('says plainly that no receipt has an unknown code', async () => {
    serve(() => json(404, { success: false, code: 'NOT_FOUND', message: 'No receipt has this code.' }), []);
    render(<ReceiptVerificationPage code={CODE} />);

    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.getByText('No receipt has this verification code.')).toBeInTheDocument();
    expect(screen.queryByText('Signature valid')).not.toBeInTheDocument();
  });

  it("shows the server's words when checks are throttled, with a way to try again", async () => {
    serve(() => json(429, { success: false, message: 'Too many receipt checks from this connection.' }), []);
    render(<ReceiptVerificationPage code={CODE} />);

    expect(await screen.findByText(/Too many receipt checks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
