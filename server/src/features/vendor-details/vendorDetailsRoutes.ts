import { beneficiaryDataSchema } from '@portal/contracts/beneficiaryAnswers';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  VENDOR_DETAILS_MESSAGES,
  VENDOR_DETAILS_PATHS,
  vendorDetailsPageDataSchema,
  vendorDetailsRequestCreatedSchema,
  vendorDetailsRequestListSchema,
} from '@portal/contracts/vendorDetailsRequests';
import {
  vendorDetailsBodySchema,
  vendorDetailsRequestBodySchema,
  vendorRequestSchemaFor,
  type VendorDetailsRequestBody,
} from '@portal/contracts/vendorDetailsRules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { confirmVendorEntry } from '../beneficiaries';
import { invitationTokenOf, invitationTokenParams } from '../invitations';
import { recordAudit } from '../../plugins/audit';
import { ApiError, notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { enforce } from '../../plugins/rate-limit';
import { VENDOR_PAGE_PER_CLIENT, VENDOR_SUBMIT_PER_CLIENT } from './vendorDetailsLimits';
import {
  createRequest,
  listOpenRequests,
  readVendorPage,
  revokeRequest,
  submitVendorDetails,
  type VendorDetailsDeps,
} from './vendorDetailsStore';

export interface VendorDetailsRouteDeps extends AccessDeps, VendorDetailsDeps {}

/**
 * Bank details from the vendor (D43, issue 35). A maker or owner creates, lists and withdraws
 * links; the vendor's two routes are public (the link is the credential) and throttled per
 * client; an owner or approver confirms what the vendor entered. Confirming is a decision about
 * who gets paid, like approving a payment, so it takes the `approvePayments` roles
 * (docs/decisions.md, vendor-details); it need not be the member who sent the link.
 */
export function registerVendorDetailsRoutes(server: FastifyInstance, deps: VendorDetailsRouteDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(deps);
  const maker = requireMember(deps, 'prepareBeneficiaries');
  const confirmer = requireMember(deps, 'approvePayments');
  const tag = 'beneficiaries';

  api.post(
    VENDOR_DETAILS_PATHS.requests,
    {
      onRequest: maker,
      schema: routeSchema({
        summary:
          'Ask a vendor for their bank details: a single-use link for 14 days, e-mailed when an address is given',
        tag,
        caller: 'customer',
        body: vendorDetailsRequestBodySchema,
        bodyFor: vendorRequestSchemaFor,
        success: { status: 201, data: vendorDetailsRequestCreatedSchema },
        // A beneficiaryId that names none of the business's beneficiaries.
        refusals: [404],
      }),
    },
    async (request, reply) => {
      const parsed = request.body;
      const body: VendorDetailsRequestBody =
        'beneficiaryId' in parsed ? { kind: 'existing', ...parsed } : { kind: 'new', ...parsed };
      const created = await createRequest(deps, businessOf(request).id, accountOf(request), body);
      void reply.code(201);
      return succeed(
        created.mailed ? VENDOR_DETAILS_MESSAGES.createdAndMailed : VENDOR_DETAILS_MESSAGES.created,
        { request: created.request, link: created.link },
      );
    },
  );

  api.get(
    VENDOR_DETAILS_PATHS.requests,
    {
      onRequest: member,
      schema: routeSchema({
        summary: "The business's open bank details links (not used, withdrawn or expired), newest first",
        tag,
        caller: 'customer',
        success: { status: 200, data: vendorDetailsRequestListSchema },
      }),
    },
    async (request) => {
      const requests = await listOpenRequests(deps.db, businessOf(request).id, deps.now());
      return succeed(VENDOR_DETAILS_MESSAGES.list, { requests });
    },
  );

  api.delete(
    VENDOR_DETAILS_PATHS.request,
    {
      onRequest: maker,
      schema: routeSchema({
        summary: 'Withdraw an open bank details link (it answers 410 from then on)',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200 },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await revokeRequest(deps, businessOf(request).id, accountOf(request), id);
      return succeed(VENDOR_DETAILS_MESSAGES.revoked);
    },
  );

  api.post(
    VENDOR_DETAILS_PATHS.confirm,
    {
      onRequest: confirmer,
      schema: routeSchema({
        summary: 'Confirm the bank details the vendor entered, so that the beneficiary can be paid',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: beneficiaryDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const actor = accountOf(request);
      const business = businessOf(request).id;
      const beneficiary = await deps.db.transaction(async (tx) => {
        const result = await confirmVendorEntry(tx, business, id, actor.id, deps.now());
        if (!result) throw notFound();
        if (!result.confirmedNow) {
          throw new ApiError(409, VENDOR_DETAILS_MESSAGES.notAwaitingConfirmation, {
            code: ERROR_CODES.conflict,
          });
        }
        await recordAudit(tx, {
          actor,
          action: 'beneficiary.confirm-vendor-details',
          subjectType: 'beneficiary',
          subjectId: id,
          subjectUserId: business,
          after: { version: result.beneficiary.version },
          summary: `${actor.name} confirmed the bank details ${result.beneficiary.name} entered (version ${result.beneficiary.version})`,
        });
        return result.beneficiary;
      });
      return succeed(VENDOR_DETAILS_MESSAGES.confirmed, { beneficiary });
    },
  );

  api.get(
    VENDOR_DETAILS_PATHS.vendorDetails,
    {
      schema: routeSchema({
        summary:
          "What the vendor's page shows: who asks, the vendor, the country's bank fields (public: the link is the credential)",
        tag: 'vendor-details',
        caller: 'public',
        params: invitationTokenParams,
        success: { status: 200, data: vendorDetailsPageDataSchema },
        refusals: [400, 410, 429],
      }),
    },
    async (request) => {
      await enforce(
        deps.db,
        [[VENDOR_PAGE_PER_CLIENT, request.ip]],
        deps.now(),
        VENDOR_DETAILS_MESSAGES.tooMany,
      );
      const details = await readVendorPage(deps, invitationTokenOf(request.params));
      return succeed(VENDOR_DETAILS_MESSAGES.page, { details });
    },
  );

  api.post(
    VENDOR_DETAILS_PATHS.vendorDetails,
    {
      schema: routeSchema({
        summary: 'The vendor enters their bank details, checked by the country rules; the link works once',
        tag: 'vendor-details',
        caller: 'public',
        params: invitationTokenParams,
        body: vendorDetailsBodySchema,
        success: { status: 201 },
        refusals: [410, 429],
      }),
    },
    async (request, reply) => {
      await enforce(
        deps.db,
        [[VENDOR_SUBMIT_PER_CLIENT, request.ip]],
        deps.now(),
        VENDOR_DETAILS_MESSAGES.tooMany,
      );
      const token = invitationTokenOf(request.params);
      const body = request.body;
      await submitVendorDetails(deps, token, body);
      return reply.code(201).send(succeed(VENDOR_DETAILS_MESSAGES.submitted));
    },
  );
}
