import { MONEY_LIMIT_MESSAGES, MONEY_MAXIMA } from '@portal/contracts/moneyLimits';
import { TEAM_MESSAGES, TEAM_PATHS } from '@portal/contracts/teams';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { call, customerSession } from '../payments/testing/paymentTesting';

describe.each(DATABASE_KINDS)(
  "a business's approval threshold, as an amount (issue 32 item 4) on %s",
  (kind) => {
    const server = useTestServer(kind);

    it('refuses a negative threshold, one with more than kobo and one above the naira maximum, saving none', async () => {
      const owner = await customerSession(server);
      const save = (thresholdNgn: string) =>
        call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn });
      for (const [typed, message] of [
        ['-5', TEAM_MESSAGES.thresholdInvalid],
        ['0.001', TEAM_MESSAGES.thresholdInvalid],
        ['99999999999999999999', MONEY_LIMIT_MESSAGES.nairaTooLarge],
      ] as const) {
        const refused = await save(typed);
        expect([typed, refused.statusCode]).toEqual([typed, 400]);
        expect(refused.json()).toMatchObject({ success: false, errors: { thresholdNgn: [message] } });
      }
      const policy = await call(server, 'GET', TEAM_PATHS.approvalPolicy, owner.headers);
      expect(policy.json()).toMatchObject({ data: { policy: { thresholdNgn: null } } });
      expect((await save(MONEY_MAXIMA.nairaAmount)).statusCode).toBe(200);
    });
  },
);
