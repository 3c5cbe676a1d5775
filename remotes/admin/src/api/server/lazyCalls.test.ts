import type { AdminDataSource } from '../adminDataSource';
import { lazyCalls } from './lazyCalls';

type Staff = Pick<AdminDataSource, 'getStaff' | 'removeStaff'>;

const STAFF_NAMES = { getStaff: true, removeStaff: true } as const;

const staff = (removed: string[]): Staff => ({
  getStaff: async () => ({ members: [], invitations: [] }),
  removeStaff: async (id) => {
    removed.push(id);
  },
});

describe('calls loaded with their first use', () => {
  it('loads the group once, on the first call, and passes each call its arguments', async () => {
    const removed: string[] = [];
    const load = jest.fn(async () => staff(removed));
    const calls = lazyCalls(STAFF_NAMES, load);
    expect(load).not.toHaveBeenCalled();

    await calls.removeStaff('member-1', { password: 'correct horse' });
    await calls.removeStaff('member-2');
    expect(await calls.getStaff()).toEqual({ members: [], invitations: [] });

    expect(removed).toEqual(['member-1', 'member-2']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next call after it failed (a chunk refused on a bad connection)', async () => {
    const load = jest
      .fn<Promise<Staff>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockImplementation(async () => staff([]));
    const calls = lazyCalls(STAFF_NAMES, load);

    await expect(calls.getStaff()).rejects.toThrow('Loading chunk 42 failed');
    await expect(calls.getStaff()).resolves.toEqual({ members: [], invitations: [] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the refusal of the call itself', async () => {
    const calls = lazyCalls(STAFF_NAMES, async () => ({
      ...staff([]),
      removeStaff: () => Promise.reject(new Error('Refused')),
    }));
    await expect(calls.removeStaff('member-1')).rejects.toThrow('Refused');
  });
});
