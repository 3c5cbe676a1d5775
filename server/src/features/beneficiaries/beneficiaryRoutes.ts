import {
  beneficiaryDataSchema,
  beneficiaryListDataSchema,
  type BeneficiaryView,
} from '@portal/contracts/beneficiaryAnswers';
import {
  BENEFICIARY_LIMITS,
  BENEFICIARY_MESSAGES,
  BENEFICIARY_PATHS,
} from '@portal/contracts/beneficiaryPaths';
import { beneficiaryListQuerySchema, beneficiarySchema } from '@portal/contracts/beneficiaryRules';
import { SCREENING_MESSAGES } from '@portal/contracts/screening';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { recordAudit } from '../../plugins/audit';
import { notFound, parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { decodeCursor } from '../../plugins/paging';
import { ensureRoomForOneMore, throttleCreation, type BeneficiaryCaps } from './beneficiaryCaps';
import { refuseBlockedCountry, type ScreeningPolicy } from '../screening';
import { listBeneficiaries } from './beneficiaryList';
import { emitBeneficiaryEvent } from './beneficiaryWebhook';
import {
  archiveBeneficiary,
  insertBeneficiary,
  readBeneficiary,
  updateBeneficiary,
} from './beneficiaryStore';

export interface BeneficiaryDeps extends AccessDeps {
  now: () => Date;
  beneficiaryCaps: BeneficiaryCaps;
  /** BLOCKED_COUNTRIES (D44): a beneficiary there is refused on its country field. */
  screening: Pick<ScreeningPolicy, 'blockedCountries'>;
}

/** A beneficiary in a country the portal cannot pay into is refused before anything is read or written (D44). */
const refuseBlocked = (deps: BeneficiaryDeps, country: string) =>
  refuseBlockedCountry(deps.screening, country, 'country', SCREENING_MESSAGES.countryBlocked);

/** What the audit record keeps of a beneficiary: what was saved, not the times. */
const audited = ({ detailsChangedAt: _d, createdAt: _c, archivedAt: _a, ...rest }: BeneficiaryView) => rest;

/**
 * The customer's beneficiary book (issue 25, D33): their own vendors only (another customer's
 * answers 404), scoped by the owning user (the business once businesses exist, D34). Each
 * write is one transaction with its audit row. Unapproved customers may prepare them (D37).
 */
export function registerBeneficiaryRoutes(server: FastifyInstance, deps: BeneficiaryDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps);
  const maker = requireMember(deps, 'prepareBeneficiaries');
  const tag = 'beneficiaries';

  api.get(
    BENEFICIARY_PATHS.beneficiaries,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "The customer's beneficiaries, newest first, searched by name, bank or account",
        tag,
        caller: 'customer',
        scope: 'beneficiaries:read',
        querystring: beneficiaryListQuerySchema,
        success: { status: 200, data: beneficiaryListDataSchema },
      }),
    },
    async (request) => {
      const query = request.query;
      const data = await listBeneficiaries(deps.db, businessOf(request).id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit ?? BENEFICIARY_LIMITS.pageDefault,
        search: query.search,
        withArchived: query.archived === 'true',
      });
      return succeed(BENEFICIARY_MESSAGES.list, data);
    },
  );

  api.post(
    BENEFICIARY_PATHS.beneficiaries,
    {
      onRequest: maker,
      schema: routeSchema({
        summary: 'Save a beneficiary with the bank fields of its country',
        tag,
        caller: 'customer',
        scope: 'beneficiaries:write',
        body: beneficiarySchema,
        success: { status: 201, data: beneficiaryDataSchema },
        refusals: [409, 429],
      }),
    },
    async (request, reply) => {
      const input = request.body;
      refuseBlocked(deps, input.country);
      const actor = accountOf(request);
      // Only a valid body counts against the minute: a clerk correcting a field is not held back.
      await throttleCreation(deps.db, deps.beneficiaryCaps, businessOf(request).id, deps.now());
      const beneficiary = await deps.db.transaction(async (tx) => {
        await ensureRoomForOneMore(tx, deps.beneficiaryCaps, businessOf(request).id);
        const saved = await insertBeneficiary(tx, businessOf(request).id, input);
        await recordAudit(tx, {
          actor,
          action: 'beneficiary.create',
          subjectType: 'beneficiary',
          subjectId: saved.id,
          subjectUserId: businessOf(request).id,
          after: audited(saved),
          summary: `Beneficiary ${saved.name} saved (${saved.country}, ${saved.corridor})`,
        });
        await emitBeneficiaryEvent(tx, businessOf(request).id, 'created', saved);
        return saved;
      });
      void reply.code(201);
      return succeed(BENEFICIARY_MESSAGES.created, { beneficiary });
    },
  );

  api.get(
    BENEFICIARY_PATHS.beneficiary,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: 'One beneficiary with its current bank details',
        tag,
        caller: 'customer',
        scope: 'beneficiaries:read',
        params: idParams,
        success: { status: 200, data: beneficiaryDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const beneficiary = await readBeneficiary(deps.db, businessOf(request).id, id);
      if (!beneficiary) throw notFound();
      return succeed(BENEFICIARY_MESSAGES.one, { beneficiary });
    },
  );

  api.put(
    BENEFICIARY_PATHS.beneficiary,
    {
      onRequest: maker,
      schema: routeSchema({
        summary: 'Change a beneficiary; new bank details make a new version',
        tag,
        caller: 'customer',
        scope: 'beneficiaries:write',
        params: idParams,
        body: beneficiarySchema,
        success: { status: 200, data: beneficiaryDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const input = request.body;
      refuseBlocked(deps, input.country);
      const actor = accountOf(request);
      const beneficiary = await deps.db.transaction(async (tx) => {
        const changed = await updateBeneficiary(tx, businessOf(request).id, id, input);
        if (!changed) throw notFound();
        const { before, after } = changed;
        await recordAudit(tx, {
          actor,
          action: after.version > before.version ? 'beneficiary.bank-details' : 'beneficiary.update',
          subjectType: 'beneficiary',
          subjectId: id,
          subjectUserId: businessOf(request).id,
          before: audited(before),
          after: audited(after),
          summary:
            after.version > before.version
              ? `Beneficiary ${after.name}: bank details changed (version ${after.version})`
              : `Beneficiary ${after.name} changed`,
        });
        // Saved again as it was: nothing to tell the business's software.
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await emitBeneficiaryEvent(tx, businessOf(request).id, 'changed', after, changed.changedAt);
        }
        return after;
      });
      return succeed(BENEFICIARY_MESSAGES.updated, { beneficiary });
    },
  );

  api.delete(
    BENEFICIARY_PATHS.beneficiary,
    {
      onRequest: maker,
      schema: routeSchema({
        summary: 'Archive a beneficiary (kept for the payments made to it)',
        tag,
        caller: 'customer',
        scope: 'beneficiaries:write',
        params: idParams,
        success: { status: 200, data: beneficiaryDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const actor = accountOf(request);
      const beneficiary = await deps.db.transaction(async (tx) => {
        const result = await archiveBeneficiary(tx, businessOf(request).id, id);
        if (!result) throw notFound();
        // Archiving one already archived changes nothing and records nothing.
        if (result.archivedNow) {
          await recordAudit(tx, {
            actor,
            action: 'beneficiary.archive',
            subjectType: 'beneficiary',
            subjectId: id,
            subjectUserId: businessOf(request).id,
            summary: `Beneficiary ${result.beneficiary.name} archived`,
          });
          await emitBeneficiaryEvent(tx, businessOf(request).id, 'changed', result.beneficiary);
        }
        return result.beneficiary;
      });
      return succeed(BENEFICIARY_MESSAGES.archived, { beneficiary });
    },
  );
}
