import type { RegistrationReview } from '@portal/contracts/registrationReview';
import { fakeApi, refuse, succeed } from '../../testing/fakeApi';
import { registrationFixture } from '../../testing/fixtures';

const review: RegistrationReview = {
  registration: registrationFixture({ id: 'usr/1' }),
  profile: {
    companyName: 'Okonkwo Textiles',
    address: '12 Broad Street, Lagos',
    phone: '+2348031234567',
    bvnMasked: '••••8901',
    tinMasked: '••••5678',
    directors: [],
    updatedAt: null,
  },
  missingProfileFields: [],
  documentSet: null,
};

describe('the registration review calls', () => {
  it('reads one registration and reveals a field on its routes, the id escaped', async () => {
    const { source, calls } = fakeApi((call) =>
      call.method === 'POST' ? succeed({ field: 'bvn', value: '12345678901' }) : succeed({ review }),
    );
    expect(await source.getRegistrationReview('usr/1')).toEqual(review);
    expect(await source.revealIdentifier('usr/1', { field: 'bvn' })).toBe('12345678901');
    expect(await source.revealIdentifier('usr/1', { field: 'director', director: 2 })).toBe('12345678901');
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/admin/registrations/usr%2F1', undefined],
      ['POST', '/admin/registrations/usr%2F1/reveal', { field: 'bvn' }],
      ['POST', '/admin/registrations/usr%2F1/reveal', { field: 'director', director: 2 }],
    ]);
  });

  it('rejects with the server’s words when it refuses a reveal', async () => {
    const { source } = fakeApi(() => refuse(403, 'You do not have permission'));
    await expect(source.revealIdentifier('usr-1', { field: 'tin' })).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission',
    });
  });
});
