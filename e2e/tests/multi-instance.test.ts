import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import { documentFilePath, type CustomerDocument } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { startLocalS3, type LocalS3 } from '@portal/server/testing';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_CREDENTIALS,
  createVerifiedCustomer,
  extractResetLink,
  isResetMail,
  startMailCapture,
  startPortal,
  type MailCapture,
  type PortalWithMail,
  type RunningPortal,
} from '../testing';
import {
  accessTokenOf,
  apiClient,
  clientAddress,
  refreshTokenOf,
  type ApiClient,
} from '../testing/apiClient';
import { pdfFile } from '../testing/files';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../testing/postgres';
import { stageCustomer } from '../testing/stage';

/**
 * Issue 24, point 2: two instances of the built server on one PostgreSQL, with their files
 * on S3 (s3rver) and their mail through one SMTP capture, as a deployment behind a load
 * balancer runs them. Whatever one instance does, the other sees: sessions, limits,
 * uploads, the outbox (each e-mail sent once) and the jobs (expiry, purge).
 */
describe('two instances on one PostgreSQL with files on S3', () => {
  const binaries = findPostgresBinaries();
  const skip = binaries
    ? false
    : 'PostgreSQL binaries not found (install postgresql or set POSTGRES_BIN_DIR)';
  const METRICS_TOKEN = randomBytes(24).toString('hex');
  let postgres: ThrowawayPostgres;
  let s3: LocalS3;
  let mail: MailCapture;
  let a: RunningPortal;
  let b: RunningPortal;
  const clients: ApiClient[] = [];
  let nextClient = 900;
  /** A client with a loopback address of its own, on `portal`. */
  const clientOf = (portal: RunningPortal, address = clientAddress((nextClient += 1))) => {
    const client = apiClient(portal.url, address);
    clients.push(client);
    return client;
  };
  /** Instance A, as the staging helpers expect a running portal. */
  const runningA = (): PortalWithMail => ({
    portal: a,
    mail,
    admin: ADMIN_CREDENTIALS,
    stop: async () => {},
  });

  before(
    async () => {
      if (skip) return;
      postgres = await startThrowawayPostgres();
      s3 = await startLocalS3();
      mail = await startMailCapture();
      const env = {
        DATABASE_URL: postgres.url,
        S3_URL: s3.url,
        SMTP_URL: mail.url,
        ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
        ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
        METRICS_TOKEN,
        // One secret signs every instance's access tokens (each instance would make its own).
        JWT_SECRET: randomBytes(32).toString('hex'),
        // The jobs run often enough to be seen: each instance runs both.
        EXPIRY_EVERY_SECONDS: '1',
        PURGE_EVERY_SECONDS: '1',
        FUNDING_TTL_SECONDS: '3',
      };
      // Started together: the migration lock lets one migrate while the other waits.
      [a, b] = await Promise.all([startPortal(env), startPortal(env)]);
    },
    { timeout: 120_000 },
  );
  after(async () => {
    for (const client of clients) client.close();
    await a?.stop();
    await b?.stop();
    await mail?.stop();
    await s3?.stop();
    await postgres?.destroy();
  });

  it(
    'honours on one instance the session made on the other, refreshes it there and ends it everywhere',
    { skip },
    async () => {
      const customer = await createVerifiedCustomer(a.url, mail);
      const signedIn = await clientOf(a).post(API_PATHS.login, customer);
      assert.equal(signedIn.status, 200);
      const token = accessTokenOf(signedIn);
      const refreshToken = refreshTokenOf(signedIn);

      const onB = clientOf(b);
      assert.equal((await onB.get(API_PATHS.me, { authorization: `Bearer ${token}` })).status, 200);
      const refreshed = await onB.post(API_PATHS.refresh, { refreshToken });
      assert.equal(refreshed.status, 200);
      const renewed = accessTokenOf(refreshed);
      const next = refreshTokenOf(refreshed);
      assert.equal((await clientOf(a).get(API_PATHS.me, { authorization: `Bearer ${renewed}` })).status, 200);
      // The rotated token, reused on the other instance, is refused: one family, one database.
      assert.equal((await clientOf(a).post(API_PATHS.refresh, { refreshToken })).status, 401);

      const signedOut = await clientOf(a).post(
        API_PATHS.logout,
        { refreshToken: next },
        { authorization: `Bearer ${renewed}` },
      );
      assert.equal(signedOut.status, 200);
      assert.equal((await clientOf(b).get(API_PATHS.me, { authorization: `Bearer ${renewed}` })).status, 401);
    },
  );

  it('counts wrong passwords from one client across both instances', { skip }, async () => {
    const customer = await createVerifiedCustomer(a.url, mail);
    const address = clientAddress((nextClient += 1));
    const onA = clientOf(a, address);
    const onB = clientOf(b, address);
    for (let guess = 1; guess <= 5; guess += 1) {
      const client = guess % 2 === 0 ? onB : onA;
      const answer = await client.post(API_PATHS.login, {
        email: customer.email,
        password: `Guess-${guess}-x`,
      });
      assert.equal(answer.status, 401, `guess ${guess}`);
    }
    for (const client of [onA, onB]) {
      const refused = await client.post(API_PATHS.login, { email: customer.email, password: 'Guess-6-x' });
      assert.equal(refused.status, 429);
      assert.equal((refused.body as { code?: string }).code, ERROR_CODES.rateLimited);
    }
  });

  it(
    'serves through one instance the document uploaded through the other, byte for byte',
    { skip },
    async () => {
      const file = pdfFile('cac-certificate.pdf', 2_000);
      const staged = await stageCustomer(runningA(), {
        name: 'Tolu Adeyemi',
        company: 'Adeyemi Imports Ltd',
        documents: { cacFile: file },
      });
      const token = staged.api.login.tokens.accessToken;
      const listed = await clientOf(b).get(DATA_PATHS.documents, { authorization: `Bearer ${token}` });
      assert.equal(listed.status, 200);
      const documents = (listed.body as { data: { documents: CustomerDocument[] } }).data.documents;
      const uploaded = documents.find((document) => document.fileName === 'cac-certificate.pdf');
      assert.ok(uploaded, 'the upload is listed by the other instance');
      const read = await fetch(`${b.url}/api${documentFilePath(uploaded.id)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(read.status, 200);
      assert.deepEqual(Buffer.from(await read.arrayBuffer()), file.buffer);
    },
  );

  it('sends each e-mail once, though both instances sweep the outbox', { skip }, async () => {
    const customer = await createVerifiedCustomer(b.url, mail);
    const asked = await clientOf(b).post(API_PATHS.forgotPassword, { email: customer.email });
    assert.equal(asked.status, 200);
    const reset = await mail.waitFor(isResetMail(customer.email.toLowerCase()));
    assert.match(extractResetLink(reset), /reset-password/);
    // Several sweeps of both instances later, still one of each.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const theirs = mail.messages.filter((message) => message.to.includes(customer.email.toLowerCase()));
    const subjects = theirs.map((message) => message.subject);
    assert.equal(new Set(subjects).size, subjects.length, `a message went twice: ${subjects.join(' | ')}`);
    assert.equal(theirs.length, 2, 'the verification code and the reset link');
  });

  it(
    'expires an unfunded request once, with one e-mail, and both instances run the purge without a failure',
    { skip, timeout: 90_000 },
    async () => {
      const staged = await stageCustomer(runningA(), {
        name: 'Bola Fashola',
        company: 'Fashola Trading Ltd',
        payments: [{}],
      });
      const [payment] = staged.payments;
      assert.ok(payment);
      const admin = await clientOf(b).post(API_PATHS.adminLogin, ADMIN_CREDENTIALS);
      const adminToken = accessTokenOf(admin);
      const approved = await clientOf(b).post(
        withId(PAYMENT_PATHS.adminPaymentApprove, payment.id),
        {},
        { authorization: `Bearer ${adminToken}` },
      );
      assert.equal(approved.status, 200, JSON.stringify(approved.body));

      // The funding deadline is 3 s away; both instances' expiry runs every second.
      const customerToken = staged.api.login.tokens.accessToken;
      const deadline = Date.now() + 30_000;
      let detail: PaymentDetail | undefined;
      for (;;) {
        const read = await clientOf(a).get(withId(PAYMENT_PATHS.payment, payment.id), {
          authorization: `Bearer ${customerToken}`,
        });
        detail = (read.body as { data: { payment: PaymentDetail } }).data.payment;
        if (detail.status === 'expired' || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      assert.equal(detail?.status, 'expired');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const timeline = (
        await clientOf(b).get(withId(PAYMENT_PATHS.payment, payment.id), {
          authorization: `Bearer ${customerToken}`,
        })
      ).body as { data: { payment: PaymentDetail } };
      const expiredSteps = timeline.data.payment.timeline.filter((step) => step.status === 'expired');
      assert.equal(expiredSteps.length, 1, JSON.stringify(timeline.data.payment.timeline));
      const expiryMails = mail.messages.filter(
        (message) =>
          message.to.includes(staged.credentials.email.toLowerCase()) && /expired/i.test(message.subject),
      );
      assert.equal(expiryMails.length, 1, expiryMails.map((message) => message.subject).join(' | '));

      for (const portal of [a, b]) {
        const metrics = await fetch(`${portal.url}/api/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        const text = await metrics.text();
        const runs = /job_runs_total\{job="purge"\} (\d+)/.exec(text);
        assert.ok(runs && Number(runs[1]) >= 1, `the purge ran on ${portal.url}`);
        assert.doesNotMatch(text, /job_failures_total\{job="(purge|expiry)"\} [1-9]/);
      }
    },
  );
});
