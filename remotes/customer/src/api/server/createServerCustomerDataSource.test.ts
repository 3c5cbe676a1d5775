import { sessionStore } from '@portal/auth';
import { UPLOAD_MESSAGES } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { IDEMPOTENCY_HEADER, INVOICE_FIELD } from '@portal/contracts/paymentPaths';
import { PROFILE_MESSAGES } from '@portal/contracts/profile';
import { createFakeApi, jsonResponse, refusedWith, succeeded } from '../../testing/fakeApi';
import {
  customerDocument,
  customerPayment,
  dashboardStats,
  initialRates,
  newCustomerOnboarding,
  newCustomerProfile,
  paymentDetail,
  quoteFor,
  savedProfile,
  TEST_CUSTOMER,
} from '../../testing/fakeCustomerData';
import { fakeFile } from '../../testing/renderCustomerArea';
import { RequestError } from '@portal/auth';
import { SERVER_MESSAGES } from '@portal/auth';

const update = {
  name: 'Ada Obi',
  phone: '+2348031234567',
  address: 'Lagos',
  bvn: '22123456789',
  tin: '',
  companyName: 'Acme Imports Ltd',
  directorInfo: [],
};

describe('the server-backed customer data source', () => {
  beforeEach(() => sessionStore.login(TEST_CUSTOMER, 'access-token'));
  afterEach(() => sessionStore.logout());

  it("reads the signed-in customer's profile from GET /api/profile with their token", async () => {
    const api = createFakeApi();
    api.on('GET', '/profile', succeeded({ profile: newCustomerProfile() }));
    await expect(api.source.getProfile()).resolves.toEqual(newCustomerProfile());
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer access-token');
  });

  it('saves with PUT /api/profile and answers the profile as the server stored it', async () => {
    const api = createFakeApi();
    const stored = savedProfile({ phone: '+2348031234567' });
    api.on('PUT', '/profile', succeeded({ profile: stored }, 'Profile updated successfully!'));
    await expect(api.source.saveProfile(update)).resolves.toEqual(stored);
    expect(api.callsTo('PUT', '/profile')[0]?.body).toEqual(update);
  });

  it("carries a 400's per-field messages in the error it throws", async () => {
    const api = createFakeApi();
    api.on(
      'PUT',
      '/profile',
      refusedWith(400, PROFILE_MESSAGES.bvnInvalid, {
        code: ERROR_CODES.validation,
        errors: { bvn: [PROFILE_MESSAGES.bvnInvalid] },
      }),
    );
    const failure = await api.source.saveProfile(update).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({
      status: 400,
      code: ERROR_CODES.validation,
      message: PROFILE_MESSAGES.bvnInvalid,
      errors: { bvn: [PROFILE_MESSAGES.bvnInvalid] },
    });
  });

  it('refuses an answer that does not match the contract instead of showing part of it', async () => {
    const api = createFakeApi();
    api.on('GET', '/profile', succeeded({ profile: { id: 'user-1', name: 'Ada Obi' } }));
    await expect(api.source.getProfile()).rejects.toThrow(SERVER_MESSAGES.unexpected);
  });

  it('says the server could not be reached when the request never got an answer', async () => {
    const api = createFakeApi();
    await expect(api.source.listDocuments()).rejects.toMatchObject({
      status: 0,
      message: SERVER_MESSAGES.unreachable,
    });
  });

  it('lists every version of the documents from GET /api/documents', async () => {
    const api = createFakeApi();
    const documents = [
      customerDocument({ status: 'rejected', reason: 'Blurred', superseded: true }),
      customerDocument(),
    ];
    api.on('GET', '/documents', succeeded({ documents }));
    await expect(api.source.listDocuments()).resolves.toEqual(documents);
  });

  it('uploads each chosen file under its field name, every director file under directorInfoFiles', async () => {
    const api = createFakeApi();
    const received = [customerDocument({ fileName: 'bvn.pdf' })];
    api.on('POST', '/documents', succeeded({ documents: received }, UPLOAD_MESSAGES.uploaded, 201));
    const bvn = fakeFile('bvn.pdf');
    const directors = [fakeFile('director-1.png'), fakeFile('director-2.jpg')];

    await expect(
      api.source.submitDocuments({
        bvnFile: bvn,
        cacFile: null,
        proofOfAddress: null,
        tinFile: null,
        directorInfoFiles: directors,
      }),
    ).resolves.toEqual(received);

    const form = api.callsTo('POST', '/documents')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['bvnFile', 'directorInfoFiles', 'directorInfoFiles']);
    expect((form.get('bvnFile') as File).name).toBe('bvn.pdf');
    expect((form.getAll('directorInfoFiles') as File[]).map((file) => file.name)).toEqual([
      'director-1.png',
      'director-2.jpg',
    ]);
  });

  it("hands the page's progress callback to the client's upload, which reports the bytes sent", async () => {
    const api = createFakeApi();
    api.on('POST', '/documents', succeeded({ documents: [] }, UPLOAD_MESSAGES.uploaded, 201));
    const upload = jest.spyOn(api.client, 'upload');
    const onProgress = jest.fn();
    await api.source.submitDocuments(
      {
        bvnFile: fakeFile('bvn.pdf'),
        cacFile: null,
        proofOfAddress: null,
        tinFile: null,
        directorInfoFiles: [],
      },
      onProgress,
    );
    expect(upload).toHaveBeenCalledWith('/documents', expect.any(FormData), {}, onProgress);
  });

  it('explains a 413 that came without a readable body (a proxy refused it) as a file too large', async () => {
    const api = createFakeApi();
    api.on('POST', '/documents', new Response('<html>413</html>', { status: 413 }));
    await expect(
      api.source.submitDocuments({
        bvnFile: fakeFile('bvn.pdf'),
        cacFile: null,
        proofOfAddress: null,
        tinFile: null,
        directorInfoFiles: [],
      }),
    ).rejects.toMatchObject({ status: 413, message: UPLOAD_MESSAGES.tooLarge });
  });

  it("fetches a document's bytes through the authorised file route", async () => {
    const api = createFakeApi();
    api.on(
      'GET',
      '/documents/doc-1/file',
      new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await api.source.openDocumentFile('doc-1');
    await expect(blob.text()).resolves.toBe('%PDF-1.4');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer access-token');
  });

  it('says a file is gone when its route answers 404', async () => {
    const api = createFakeApi();
    api.on('GET', '/documents/doc-1/file', jsonResponse(404, { success: false, message: 'Not found' }));
    await expect(api.source.openDocumentFile('doc-1')).rejects.toThrow(SERVER_MESSAGES.fileMissing);
  });

  it('reads the quick stats, the onboarding checklist and the rate table from their routes', async () => {
    const api = createFakeApi();
    const stats = dashboardStats({ pendingPayments: 2, completedTransactions: 5, rejected: 1 });
    api.on('GET', '/dashboard', succeeded({ stats }));
    api.on('GET', '/onboarding', succeeded({ onboarding: newCustomerOnboarding() }));
    api.on('GET', '/rates', succeeded(initialRates()));
    await expect(api.source.getDashboard()).resolves.toEqual(stats);
    await expect(api.source.getOnboarding()).resolves.toEqual(newCustomerOnboarding());
    await expect(api.source.getRates()).resolves.toEqual(initialRates());
  });

  it('reads the history a page at a time, passing the cursor of the page before', async () => {
    const api = createFakeApi();
    const newest = customerPayment();
    const older = customerPayment();
    api.on('GET', '/payments', succeeded({ payments: [newest], nextCursor: 'abc+/=' }));
    api.on('GET', '/payments?cursor=abc%2B%2F%3D', succeeded({ payments: [older], nextCursor: null }));
    await expect(api.source.listPayments()).resolves.toEqual({ payments: [newest], nextCursor: 'abc+/=' });
    await expect(api.source.listPayments('abc+/=')).resolves.toEqual({ payments: [older], nextCursor: null });
  });

  it("reads one request from GET /api/payments/:id and says so when it is not the customer's", async () => {
    const api = createFakeApi();
    const payment = paymentDetail();
    api.on('GET', `/payments/${payment.id}`, succeeded({ payment }));
    api.on('GET', '/payments/other', refusedWith(404, 'Not found', { code: ERROR_CODES.notFound }));
    await expect(api.source.getPayment(payment.id)).resolves.toEqual(payment);
    await expect(api.source.getPayment('other')).rejects.toMatchObject({ status: 404 });
  });

  it('submits a payment request as multipart with its invoice, its quote and the Idempotency-Key header', async () => {
    const api = createFakeApi();
    const recorded = customerPayment({ reference: 'PAY-1042' });
    api.on('POST', '/payments', succeeded({ payment: recorded }, PAYMENT_MESSAGES.submitted, 201));
    const invoice = fakeFile('invoice.pdf');
    await expect(
      api.source.submitPaymentRequest({
        request: {
          name: 'Shenzhen Textile Co.',
          country: 'CN',
          address: '1 Textile Road, Shenzhen',
          bankName: 'Bank of China',
          bic: 'BKCHCNBJ',
          accountNumber: '6222000011112222',
          // A blank optional field is left out of the form.
          email: '',
          foreignAmount: '100.00',
          foreignCurrency: 'USD',
          purpose: 'goods',
        },
        invoiceFile: invoice,
        idempotencyKey: 'key-1',
        quoteId: 'quote-1',
      }),
    ).resolves.toEqual(recorded);

    const [call] = api.callsTo('POST', '/payments');
    expect(call?.headers[IDEMPOTENCY_HEADER]).toBe('key-1');
    const form = call?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== INVOICE_FIELD))).toEqual({
      name: 'Shenzhen Textile Co.',
      country: 'CN',
      address: '1 Textile Road, Shenzhen',
      bankName: 'Bank of China',
      bic: 'BKCHCNBJ',
      accountNumber: '6222000011112222',
      foreignAmount: '100.00',
      foreignCurrency: 'USD',
      purpose: 'goods',
      quoteId: 'quote-1',
    });
    expect((form.get(INVOICE_FIELD) as File).name).toBe('invoice.pdf');
  });

  it("fetches a request's invoice through its authorised route", async () => {
    const api = createFakeApi();
    api.on('GET', '/payments/pay-1/invoice', new Response('%PDF-1.4', { status: 200 }));
    await expect((await api.source.openPaymentInvoice('pay-1')).text()).resolves.toBe('%PDF-1.4');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer access-token');
  });

  describe('the journey (issue 20)', () => {
    it('asks for a quote with the amount and currency as JSON', async () => {
      const api = createFakeApi();
      const quote = quoteFor({ currency: 'EUR', amount: '10.00' });
      api.on('POST', '/quotes', succeeded({ quote }, 'Quote', 201));
      await expect(api.source.createQuote({ currency: 'EUR', amount: '10.00' })).resolves.toEqual(quote);
      expect(api.callsTo('POST', '/quotes')[0]?.body).toEqual({ currency: 'EUR', amount: '10.00' });
    });

    it('reports funding as multipart with the reference and the proof, and cancels with the reason as JSON', async () => {
      const api = createFakeApi();
      const payment = paymentDetail({ status: 'funding_reported' });
      api.on('POST', '/payments/pay-1/funding', succeeded({ payment }));
      api.on('POST', '/payments/pay-1/cancel', succeeded({ payment: { ...payment, status: 'cancelled' } }));
      await expect(
        api.source.reportFunding('pay-1', { reference: 'FT1', proof: fakeFile('proof.png') }),
      ).resolves.toEqual(payment);
      const form = api.callsTo('POST', '/payments/pay-1/funding')[0]?.body as FormData;
      expect(form.get('reference')).toBe('FT1');
      expect((form.get('proof') as File).name).toBe('proof.png');
      await api.source.cancelPayment('pay-1', 'Ordered twice');
      await api.source.cancelPayment('pay-1', undefined);
      expect(api.callsTo('POST', '/payments/pay-1/cancel').map((call) => call.body)).toEqual([
        { reason: 'Ordered twice' },
        {},
      ]);
    });

    it("hands the review step's progress callback to the client's upload of the request", async () => {
      const api = createFakeApi();
      api.on('POST', '/payments', succeeded({ payment: customerPayment() }, PAYMENT_MESSAGES.submitted, 201));
      const upload = jest.spyOn(api.client, 'upload');
      const onProgress = jest.fn();
      await api.source.submitPaymentRequest(
        {
          request: {
            name: 'Shenzhen Textile Co.',
            country: 'CN',
            address: '1 Textile Road, Shenzhen',
            bankName: 'Bank of China',
            bic: 'BKCHCNBJ',
            accountNumber: '6222000011112222',
            foreignAmount: '100.00',
            foreignCurrency: 'USD',
            purpose: 'goods',
          },
          invoiceFile: fakeFile('invoice.pdf'),
          idempotencyKey: 'key-1',
          quoteId: 'quote-1',
        },
        onProgress,
      );
      expect(upload).toHaveBeenCalledWith(
        '/payments',
        expect.any(FormData),
        { [IDEMPOTENCY_HEADER]: 'key-1' },
        onProgress,
      );
    });

    it("hands the dialog's progress callback to the client's upload of the funding report", async () => {
      const api = createFakeApi();
      api.on(
        'POST',
        '/payments/pay-1/funding',
        succeeded({ payment: paymentDetail({ status: 'funding_reported' }) }),
      );
      const upload = jest.spyOn(api.client, 'upload');
      const onProgress = jest.fn();
      await api.source.reportFunding('pay-1', { reference: 'FT1', proof: fakeFile('proof.png') }, onProgress);
      expect(upload).toHaveBeenCalledWith('/payments/pay-1/funding', expect.any(FormData), {}, onProgress);
    });

    it('lists one state, and reads the receipt and the statement through their routes', async () => {
      const api = createFakeApi();
      api.on('GET', '/payments?status=sent&cursor=c1', succeeded({ payments: [], nextCursor: null }));
      api.on('GET', '/payments/pay-1/receipt', new Response('%PDF-1.7', { status: 200 }));
      api.on(
        'GET',
        '/payments/export.csv?from=2026-01-01&to=2026-01-31&status=sent',
        new Response('Reference\n', { status: 200 }),
      );
      await expect(api.source.listPayments('c1', 'sent')).resolves.toEqual({
        payments: [],
        nextCursor: null,
      });
      await expect((await api.source.downloadReceipt('pay-1')).text()).resolves.toBe('%PDF-1.7');
      const csv = await api.source.exportStatement({ from: '2026-01-01', to: '2026-01-31', status: 'sent' });
      await expect(csv.text()).resolves.toBe('Reference\n');
    });
  });
});
