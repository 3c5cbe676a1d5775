import {
  VENDOR_DETAILS_PATHS,
  vendorDetailsApiPath,
  type VendorDetailsRequestCreated,
} from '@portal/contracts/vendorDetailsRequests';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { call, dataOf } from '../../../plugins/http/testing/requests';

/** Shared by the vendor-details tests (not a test itself). */

/** What a German vendor types on their page (the name, country and currency are the link's). */
export const GERMAN_BANK = {
  address: 'Hafenstrasse 5, 20459 Hamburg',
  bankName: 'Deutsche Bank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};

export const NEW_VENDOR = {
  name: 'Hanse Textil GmbH',
  email: 'ap@hanse-textil.de',
  country: 'DE',
  currency: 'EUR',
};

/** Creates a link as `headers`' member and answers it (fails the test otherwise). */
export async function createLink(
  server: ServerUnderTest,
  headers: Record<string, string>,
  body: Record<string, unknown> = NEW_VENDOR,
): Promise<VendorDetailsRequestCreated & { token: string; path: string }> {
  const response = await call(server, 'POST', VENDOR_DETAILS_PATHS.requests, headers, body);
  if (response.statusCode !== 201) throw new Error(`link refused: ${response.statusCode} ${response.body}`);
  const created = dataOf<VendorDetailsRequestCreated>(response);
  const token = created.link.match(/\/vendor-details\/([A-Za-z0-9_-]{43})$/)?.[1];
  if (!token) throw new Error(`not a vendor link: ${created.link}`);
  return { ...created, token, path: vendorDetailsApiPath(token) };
}

/** The vendor's answer through the link, from a client address of its own (the throttle's subject). */
export const submitAsVendor = (
  server: ServerUnderTest,
  path: string,
  body: unknown = GERMAN_BANK,
  ip = '203.0.113.7',
) =>
  server.test.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });

export const readAsVendor = (server: ServerUnderTest, path: string, ip = '203.0.113.7') =>
  server.test.app.inject({ method: 'GET', url: `/api${path}`, remoteAddress: ip });
