import { CONTACT_MESSAGES, CONTACT_PATH, type ContactBody } from '@portal/contracts/contact';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { MESSAGES } from '@portal/contracts/messages';
import { tables } from '../../plugins/database';
import { readDocument } from '../../plugins/openapi/testing/openApiDocument';
import { DATABASE_KINDS, postJson, useTestServer } from '../../testing';
import { CONTACT_PER_CLIENT } from './contactLimits';

const SUPPORT = 'help@vendorbridge.test';

const MESSAGE: ContactBody = {
  name: 'Ada Obi',
  email: 'ada@acme.ng',
  subject: 'Rates',
  message: 'What is your USD rate?\nAnd <b>fees</b>?',
};

describe.each(DATABASE_KINDS)('contact messages on %s', (kind) => {
  const server = useTestServer(kind, { env: { SUPPORT_EMAIL: SUPPORT } });

  const send = (body: unknown, remoteAddress = '203.0.113.7') =>
    postJson(server.test.app, CONTACT_PATH, body, { remoteAddress });
  const stored = () => server.database.db.select().from(tables.contactMessages);
  // The test database's reset empties the tables an account cascades to; this one stands alone.
  beforeEach(async () => {
    await server.database.db.delete(tables.contactMessages);
  });

  it('stores the message and e-mails it once to SUPPORT_EMAIL, then thanks the visitor', async () => {
    const response = await send({ ...MESSAGE, name: '  Ada Obi ' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.received });
    expect(await stored()).toEqual([
      expect.objectContaining({
        name: 'Ada Obi',
        email: 'ada@acme.ng',
        subject: 'Rates',
        message: MESSAGE.message,
      }),
    ]);
    expect(server.test.mail).toHaveLength(1);
    const [mail] = server.test.mail;
    expect(mail).toMatchObject({ to: SUPPORT, subject: 'Contact form: Rates' });
    expect(mail?.text).toContain('From: Ada Obi <ada@acme.ng>');
    expect(mail?.text).toContain(MESSAGE.message);
    // What the visitor typed is text in the HTML part, never markup.
    expect(mail?.html).toContain('&#60;b&#62;fees&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>fees</b>');
  });

  it('refuses an invalid e-mail with a 400 in the failure shape, and stores and sends nothing', async () => {
    const response = await send({ ...MESSAGE, email: 'ada@acme' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.emailInvalid,
      code: ERROR_CODES.validation,
      errors: { email: [MESSAGES.emailInvalid] },
    });
    expect(await stored()).toEqual([]);
    expect(server.test.mail).toEqual([]);
  });

  it('names each missing field in the forms’ words', async () => {
    const response = await send({ email: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        name: [CONTACT_MESSAGES.nameRequired],
        email: [MESSAGES.emailRequired],
        subject: [CONTACT_MESSAGES.subjectRequired],
        message: [CONTACT_MESSAGES.messageRequired],
      },
    });
  });

  it('throttles each client: past the limit a 429 says when to try again; other clients still write', async () => {
    for (let sent = 0; sent < CONTACT_PER_CLIENT.limit; sent += 1)
      expect((await send(MESSAGE)).statusCode).toBe(201);

    const refused = await send(MESSAGE);
    expect(refused.statusCode).toBe(429);
    // The hour counts from the first message: what is left of it, however long the sends took.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(refused.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.rateLimited,
      message: `${CONTACT_MESSAGES.tooMany} Please try again in 1 hour.`,
    });
    expect(await stored()).toHaveLength(CONTACT_PER_CLIENT.limit);
    expect(server.test.mail).toHaveLength(CONTACT_PER_CLIENT.limit);

    expect((await send(MESSAGE, '198.51.100.9')).statusCode).toBe(201);
  });

  it('answers a filled honeypot as a success, but stores and sends nothing', async () => {
    const response = await send({ ...MESSAGE, website: 'https://spam.example' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.received });
    expect(await stored()).toEqual([]);
    expect(server.test.mail).toEqual([]);
  });

  it('accepts an empty honeypot (the real form always sends it)', async () => {
    expect((await send({ ...MESSAGE, website: '' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('is listed in the OpenAPI document as a public route with its body, success and refusals', async () => {
    const operation = (await readDocument(server.test.app)).paths[`/api${CONTACT_PATH}`]?.post;

    expect(operation).toBeDefined();
    expect(operation?.security).toBeUndefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '429']));
    const body = operation?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
  });
});
