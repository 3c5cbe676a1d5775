import { teamInvitationWords } from './teamAudience';

describe('the team invitation e-mail', () => {
  it('says when the link stops working in the portal’s one date-and-time style (not "11 December 2026")', () => {
    const words = teamInvitationWords(
      'Ngozi Eze',
      'Eze Imports Ltd',
      'approver',
      new Date('2026-12-11T08:00:00.000Z'),
    );
    expect(words.expiry).toBe(
      'The link works once and expires on 11 Dec 2026, 08:00 UTC. If you did not expect it, ignore this e-mail.',
    );
  });
});
