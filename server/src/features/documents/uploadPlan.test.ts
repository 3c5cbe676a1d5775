import type { DocumentType } from '@portal/contracts/documents';
import { planUpload } from './uploadPlan';

type Status = 'pending' | 'approved' | 'rejected';
const row = (id: string, type: DocumentType, status: Status) => ({ id, type, status });

describe('what an upload does to the current documents', () => {
  it('adds a first document without touching anything', () => {
    expect(planUpload([], ['bvn', 'directorInfo'])).toEqual({ approvedTypes: [], supersede: [] });
  });

  it.each(['pending', 'rejected'] as const)('supersedes a %s single document of the same type', (status) => {
    expect(planUpload([row('a', 'bvn', status), row('b', 'cac', 'rejected')], ['bvn'])).toEqual({
      approvedTypes: [],
      supersede: ['a'],
    });
  });

  it('refuses every single type whose current document is approved', () => {
    expect(
      planUpload(
        [row('a', 'bvn', 'approved'), row('b', 'cac', 'approved'), row('c', 'tin', 'rejected')],
        ['bvn', 'tin', 'cac'],
      ),
    ).toEqual({ approvedTypes: ['bvn', 'cac'], supersede: ['c'] });
  });

  it('supersedes only the rejected director IDs, however many files arrive', () => {
    const current = [
      row('a', 'directorInfo', 'approved'),
      row('b', 'directorInfo', 'rejected'),
      row('c', 'directorInfo', 'pending'),
      row('d', 'directorInfo', 'rejected'),
    ];
    expect(planUpload(current, ['directorInfo', 'directorInfo'])).toEqual({
      approvedTypes: [],
      supersede: ['b', 'd'],
    });
  });

  it('leaves director IDs alone when none arrive', () => {
    expect(planUpload([row('b', 'directorInfo', 'rejected')], ['bvn'])).toEqual({
      approvedTypes: [],
      supersede: [],
    });
  });
});
