import { apiClient, readAnswer, type ApiClient } from '@portal/auth';
import {
  beneficiaryDataSchema,
  beneficiaryListDataSchema,
  type BeneficiaryListData,
  type BeneficiaryView,
} from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS, beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import {
  confirmBeneficiaryPath,
  VENDOR_DETAILS_PATHS,
  vendorDetailsRequestCreatedSchema,
  vendorDetailsRequestListSchema,
  vendorDetailsRequestPath,
  type VendorDetailsRequestCreated,
  type VendorDetailsRequestView,
} from '@portal/contracts/vendorDetailsRequests';
import * as z from 'zod/mini';

/** The calls the beneficiary book makes; the shared client attaches the customer's token. */
export type BeneficiaryApiClient = Pick<ApiClient, 'get' | 'post' | 'put' | 'request'>;

/** What a list page asks for: a search (name, bank, account or IBAN) and whether to include archived ones. */
export interface BeneficiaryListQuery {
  search?: string;
  archived?: boolean;
}

/**
 * The beneficiary book's calls (`/api/beneficiaries`). Kept in this feature, beside its
 * hooks, rather than in the area's CustomerDataSource: the payment form and this page
 * are its only readers. Every answer is checked against the contract's schemas.
 */
export interface BeneficiarySource {
  list(query: BeneficiaryListQuery, cursor: string | null): Promise<BeneficiaryListData>;
  get(id: string): Promise<BeneficiaryView>;
  create(input: BeneficiaryInput): Promise<BeneficiaryView>;
  /** A change of bank details makes a new version; earlier payments keep theirs. */
  update(id: string, input: BeneficiaryInput): Promise<BeneficiaryView>;
  /** DELETE archives: the beneficiary leaves the list, its payments stay as they were. */
  archive(id: string): Promise<BeneficiaryView>;
  /** D43: the business's open links asking vendors for their bank details. */
  vendorRequests(): Promise<VendorDetailsRequestView[]>;
  /** Creates a link for a new vendor or a saved beneficiary; e-mailed when `email` is given. */
  askVendor(body: AskVendorBody): Promise<VendorDetailsRequestCreated>;
  /** Withdraws an open link (the vendor's page then says so). */
  withdrawVendorRequest(id: string): Promise<void>;
  /** Confirms the bank details the vendor entered, so the beneficiary can be paid. */
  confirmVendorDetails(id: string): Promise<BeneficiaryView>;
}

/** `POST /api/beneficiaries/requests`: a new vendor, or a saved beneficiary by its id. */
export type AskVendorBody =
  | { name: string; email?: string; country: string; currency: string }
  | { beneficiaryId: string; email?: string };

/** `/beneficiaries?search=&archived=&cursor=`, with only what is asked. */
export function beneficiaryListPath(
  { search, archived }: BeneficiaryListQuery,
  cursor: string | null,
): string {
  const query = new URLSearchParams();
  const term = search?.trim();
  if (term) query.set('search', term);
  if (archived) query.set('archived', 'true');
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${BENEFICIARY_PATHS.beneficiaries}?${text}` : BENEFICIARY_PATHS.beneficiaries;
}

/** The body the routes read: the schema's output without the corridor, which the server derives from the country. */
export function beneficiaryBody(input: BeneficiaryInput) {
  return {
    name: input.name,
    country: input.country,
    currency: input.currency,
    bankName: input.bankName,
    address: input.address,
    email: input.email,
    iban: input.iban,
    bic: input.bic,
    routingNumber: input.routingNumber,
    sortCode: input.sortCode,
    accountNumber: input.accountNumber,
  };
}

export function createBeneficiarySource(client: BeneficiaryApiClient = apiClient): BeneficiarySource {
  const one = async (send: () => ReturnType<ApiClient['get']>) =>
    (await readAnswer(send, beneficiaryDataSchema)).beneficiary;
  return {
    list: (query, cursor) =>
      readAnswer(() => client.get<unknown>(beneficiaryListPath(query, cursor)), beneficiaryListDataSchema),
    get: (id) => one(() => client.get<unknown>(beneficiaryPath(id))),
    create: (input) =>
      one(() => client.post<unknown>(BENEFICIARY_PATHS.beneficiaries, beneficiaryBody(input))),
    update: (id, input) => one(() => client.put<unknown>(beneficiaryPath(id), beneficiaryBody(input))),
    archive: (id) => one(() => client.request<unknown>('DELETE', beneficiaryPath(id))),
    vendorRequests: async () =>
      (
        await readAnswer(
          () => client.get<unknown>(VENDOR_DETAILS_PATHS.requests),
          vendorDetailsRequestListSchema,
        )
      ).requests,
    askVendor: (body) =>
      readAnswer(
        () => client.post<unknown>(VENDOR_DETAILS_PATHS.requests, body),
        vendorDetailsRequestCreatedSchema,
      ),
    withdrawVendorRequest: async (id) => {
      await readAnswer(() => client.request<unknown>('DELETE', vendorDetailsRequestPath(id)), z.unknown());
    },
    confirmVendorDetails: (id) => one(() => client.post<unknown>(confirmBeneficiaryPath(id))),
  };
}
