import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { call, dataOf } from '../../../plugins/http/testing/requests';

/** Shared by the beneficiary tests and the payments' (not a test itself). */

export const GERMAN = {
  name: 'Acme GmbH',
  country: 'DE',
  currency: 'EUR',
  bankName: 'Deutsche Bank',
  address: 'Hauptstrasse 1, 10115 Berlin',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEUTDEFF',
};
export const AMERICAN = {
  name: 'Globex Inc',
  country: 'US',
  currency: 'USD',
  bankName: 'JPMorgan Chase',
  address: '1 Main St, New York, NY 10001',
  routingNumber: '021000021',
  accountNumber: '123456789',
};
export const BRITISH = {
  name: 'Initech Ltd',
  country: 'GB',
  currency: 'GBP',
  bankName: 'Barclays',
  address: '1 High St, London',
  sortCode: '20-00-00',
  accountNumber: '31926819',
};

/** Saves a beneficiary through the API and answers it. */
export async function saveBeneficiary(
  server: ServerUnderTest,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<BeneficiaryView> {
  const response = await call(server, 'POST', BENEFICIARY_PATHS.beneficiaries, headers, body);
  if (response.statusCode !== 201) throw new Error(`not saved: ${response.body}`);
  return dataOf<{ beneficiary: BeneficiaryView }>(response).beneficiary;
}

/** Edits a saved beneficiary through the API (its bank details too) and answers when the details changed. */
export async function editBeneficiary(
  server: ServerUnderTest,
  headers: Record<string, string>,
  id: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await call(server, 'PUT', BENEFICIARY_PATHS.beneficiary.replace(':id', id), headers, body);
  if (response.statusCode !== 200) throw new Error(`not edited: ${response.body}`);
  return dataOf<{ beneficiary: BeneficiaryView }>(response).beneficiary.detailsChangedAt;
}
