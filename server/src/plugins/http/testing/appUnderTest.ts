import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database';
import type { Mailer } from '../../mail';
import type { RecordedMail } from '../../mail/testing/recordingTransport';
import type { FileStore } from '../../storage';

// The app under test as the features' test helpers see it. The whole app is built by
// src/testing/testApp.ts, which only tests import: a helper that took it from there would sit
// above every feature (testApp → api.ts → each feature), its own included.

/** The public address the app under test is configured with. */
export const TEST_PUBLIC_URL = 'http://portal.test';

/** Real time plus an offset the test moves forward. */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

/** A built app, not listening, with what it sent and logged. */
export interface AppUnderTest {
  app: FastifyInstance;
  mail: RecordedMail[];
  clock: TestClock;
  logs: string[];
  mailer: Mailer;
  files: FileStore;
  close: () => Promise<void>;
}

/** A built app and the database it runs on. */
export interface ServerUnderTest {
  database: Database;
  test: AppUnderTest;
}
