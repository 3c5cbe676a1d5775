import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import {
  VENDOR_DETAILS_MESSAGES,
  type VendorDetailsPage as Page,
} from '@portal/contracts/vendorDetailsRequests';
import { formatDateTime } from '@portal/rules/dateTime';
import { VendorDetailsPage } from './VendorDetailsPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const PAGE: Page = {
  businessName: 'Lagos Imports Ltd',
  name: 'Hanse Textil GmbH',
  country: 'DE',
  currency: 'EUR',
  corridor: 'iban',
  fields: ['iban', 'bic'],
  expiresAt: '2026-12-13T09:05:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (init: RequestInit | undefined) => Response;

/** fetch answering the page's read (GET) and the vendor's send (POST) as given. */
function serve({ read, send }: { read: Answer; send?: Answer }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api/vendor-details/${TOKEN}` && (init?.method ?? 'GET') === 'GET')
      return Promise.resolve(read(init));
    if (url === `/api/vendor-details/${TOKEN}` && init?.method === 'POST' && send)
      return Promise.resolve(send(init));
    return Promise.resolve(json(404, { success: false, message: `unexpected ${url}` }));
  });
}

const readOk: Answer = () => json(200, { success: true, message: 'OK', data: { details: PAGE } });

describe("the vendor's bank details page (D43)", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who asks, for whom, and only the country’s bank fields', async () => {
    serve({ read: readOk });
    render(<VendorDetailsPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bank details for Lagos Imports Ltd' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hanse Textil GmbH', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Germany', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('EUR', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toBeInTheDocument();
    expect(screen.getByLabelText('SWIFT/BIC')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Routing number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Sort code/)).not.toBeInTheDocument();
  });

  it('says until when the link works, with its date and time (D43: 14 days)', async () => {
    serve({ read: readOk });
    render(<VendorDetailsPage token={TOKEN} />);
    expect(
      await screen.findByText(`This link works until ${formatDateTime(PAGE.expiresAt)}.`),
    ).toBeInTheDocument();
    expect(formatDateTime(PAGE.expiresAt)).toMatch(/^13 Dec 2026, \d\d:\d\d /);
  });

  it('checks the fields by the beneficiary rules before sending, then sends once and thanks the vendor', async () => {
    let sent: unknown;
    const fetch = serve({
      read: readOk,
      send: (init) => {
        sent = JSON.parse(typeof init?.body === 'string' ? init.body : '');
        return json(201, { success: true, message: VENDOR_DETAILS_MESSAGES.submitted });
      },
    });
    render(<VendorDetailsPage token={TOKEN} />);
    const iban = await screen.findByLabelText('IBAN');
    await userEvent.type(iban, 'DE89370400440532013001');
    await userEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    expect(screen.getByLabelText('Address of Hanse Textil GmbH')).toHaveAccessibleDescription(
      BENEFICIARY_MESSAGES.addressRequired,
    );
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(BENEFICIARY_MESSAGES.ibanInvalid));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Address of Hanse Textil GmbH'), 'Hafenstrasse 5, Hamburg');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Deutsche Bank');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00');
    await userEvent.type(screen.getByLabelText('SWIFT/BIC'), 'DEUTDEFF');
    await userEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your bank details were sent to Lagos Imports Ltd.');
    expect(sent).toEqual({
      address: 'Hafenstrasse 5, Hamburg',
      bankName: 'Deutsche Bank',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'DEUTDEFF',
    });
  });

  it("shows the server's field refusals under their fields", async () => {
    serve({
      read: readOk,
      send: () =>
        json(400, { success: false, message: 'refused', errors: { bic: ['SWIFT/BIC of another country'] } }),
    });
    render(<VendorDetailsPage token={TOKEN} />);
    await userEvent.type(await screen.findByLabelText('Address of Hanse Textil GmbH'), 'Hafenstrasse 5');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Deutsche Bank');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await userEvent.type(screen.getByLabelText('SWIFT/BIC'), 'DEUTDEFF');
    await userEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    expect(await screen.findByText('SWIFT/BIC of another country')).toBeInTheDocument();
    expect(screen.getByLabelText('SWIFT/BIC')).toHaveAccessibleDescription(/SWIFT\/BIC of another country/);
  });

  it.each([
    ['used', VENDOR_DETAILS_MESSAGES.linkUsed],
    ['withdrawn', VENDOR_DETAILS_MESSAGES.linkRevoked],
    ['expired', VENDOR_DETAILS_MESSAGES.linkExpired],
  ])('says a %s link no longer works, and why (410), with no form', async (_, message) => {
    serve({ read: () => json(410, { success: false, message, code: 'VENDOR_LINK_GONE' }) });
    render(<VendorDetailsPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid (404)', async () => {
    serve({ read: () => json(404, { success: false, message: 'Not found' }) });
    render(<VendorDetailsPage token={TOKEN} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(VENDOR_DETAILS_MESSAGES.linkUnknown)).toBeInTheDocument();
  });

  it('moves to the 410 page when the link died while the vendor typed', async () => {
    serve({
      read: readOk,
      send: () =>
        json(410, { success: false, message: VENDOR_DETAILS_MESSAGES.linkUsed, code: 'VENDOR_LINK_GONE' }),
    });
    render(<VendorDetailsPage token={TOKEN} />);
    await userEvent.type(await screen.findByLabelText('Address of Hanse Textil GmbH'), 'Hafenstrasse 5');
    await userEvent.type(screen.getByLabelText('Bank name'), 'Deutsche Bank');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await userEvent.type(screen.getByLabelText('SWIFT/BIC'), 'DEUTDEFF');
    await userEvent.click(screen.getByRole('button', { name: 'Send bank details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(VENDOR_DETAILS_MESSAGES.linkUsed);
  });
});
