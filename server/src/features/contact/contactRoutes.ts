import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  CONTACT_PATH,
  CONTACT_RULES,
  contactBodySchema,
} from '@portal/contracts/contact';
import {
  SUPPORT_CONTACT_MESSAGE,
  SUPPORT_CONTACT_PATH,
  supportContactSchema,
  type SupportContact,
} from '@portal/contracts/supportContact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tables, type Db } from '../../plugins/database';
import { succeed } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import { routeSchema } from '../../plugins/openapi';
import { enforce } from '../../plugins/rate-limit';
import { contactEmail } from './contactEmail';
import { CONTACT_PER_CLIENT } from './contactLimits';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** SUPPORT_EMAIL: the mailbox contact messages are sent to. */
  supportEmail: string;
  /** What the contact page shows (SUPPORT_EMAIL and SUPPORT_PHONE when set). */
  supportContact: SupportContact;
}

/**
 * The public contact form (D38): the message is stored and its e-mail to SUPPORT_EMAIL
 * written to the outbox in one transaction, so the thank-you the visitor then sees means
 * the message cannot be lost; the outbox sends it after the commit. Throttled per client.
 */
export function registerContactRoutes(server: FastifyInstance, deps: ContactDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  // The contact page's address and phone: the configured ones, or none (never made up).
  api.get(
    SUPPORT_CONTACT_PATH,
    {
      schema: routeSchema({
        summary: 'How to reach support: the configured e-mail address and phone, or null',
        tag: 'contact',
        caller: 'public',
        success: { status: 200, data: supportContactSchema },
      }),
    },
    async () => succeed(SUPPORT_CONTACT_MESSAGE, deps.supportContact),
  );
  api.post(
    CONTACT_PATH,
    {
      schema: routeSchema({
        summary: 'Send a message to support from the public contact form',
        tag: 'contact',
        caller: 'public',
        body: contactBodySchema,
        bodyRules: CONTACT_RULES,
        success: { status: 201 },
        refusals: [429],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const now = deps.now();
      await enforce(deps.db, [[CONTACT_PER_CLIENT, request.ip]], now, CONTACT_MESSAGES.tooMany);
      // A filled honeypot is a robot (people never see the field): it gets the answer a person
      // gets, so it has no reason to try again differently, but nothing is stored or mailed.
      // It is judged after the checks and the throttle, so that its answers are a person's in
      // every case (a 400 or a 429 too) and tell it nothing about the trap.
      if (body[CONTACT_HONEYPOT_FIELD]?.trim()) {
        request.log.info('contact message dropped: the honeypot field was filled');
        return reply.code(201).send(succeed(CONTACT_MESSAGES.received));
      }
      const message = { name: body.name, email: body.email, subject: body.subject, message: body.message };
      await deps.db.transaction(async (tx) => {
        await tx.insert(tables.contactMessages).values({ ...message, createdAt: now });
        await deps.mailer.enqueue(tx, contactEmail(deps.supportEmail, message));
      });
      await deps.mailer.afterCommit();
      return reply.code(201).send(succeed(CONTACT_MESSAGES.received));
    },
  );
}
