import { withStepUp } from '@portal/contracts/stepUp';
import * as z from 'zod/mini';
import { routeSchema } from './routeDoc';

const documentedStatuses = (schema: { response?: unknown }) => Object.keys(schema.response ?? {}).map(Number);

describe('the answers a route documents', () => {
  it('documents 429 on a route confirmed by a step-up: wrong codes count toward the code limit', () => {
    const confirmed = routeSchema({
      summary: 'Remove a staff member',
      tag: 'Staff',
      caller: 'admin',
      body: withStepUp(z.object({})),
      success: { status: 200 },
    });
    expect(documentedStatuses(confirmed)).toContain(429);
  });

  it('documents no 429 on a route with a body but no step-up', () => {
    const plain = routeSchema({
      summary: 'Save a note',
      tag: 'Notes',
      caller: 'admin',
      body: z.object({ note: z.string() }),
      success: { status: 200 },
    });
    expect(documentedStatuses(plain)).not.toContain(429);
  });
});
