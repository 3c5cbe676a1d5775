import type { Db } from './database';
import { preparedPerDatabase } from './prepared';

// Stand-ins for database handles: the cache only uses them as keys.
const handle = () => ({}) as unknown as Db;

describe('preparedPerDatabase', () => {
  it('builds a shape once per database handle and reuses it', () => {
    const build = jest.fn((_db: Db, size: number, name: string) => ({ name, size }));
    const query = preparedPerDatabase((size: number) => `page_${size}`, build);
    const db = handle();

    const first = query(db, 21);
    expect(query(db, 21)).toBe(first);
    expect(first).toEqual({ name: 'page_21', size: 21 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds each shape and each database handle apart', () => {
    const build = jest.fn((_db: Db, size: number, name: string) => ({ name, size }));
    const query = preparedPerDatabase((size: number) => `page_${size}`, build);
    const one = handle();
    const other = handle();

    expect(query(one, 21)).not.toBe(query(one, 11));
    expect(query(other, 21)).not.toBe(query(one, 21));
    expect(build).toHaveBeenCalledTimes(3);
    expect(build.mock.calls.map(([db, , name]) => [db === one, name])).toEqual([
      [true, 'page_21'],
      [true, 'page_11'],
      [false, 'page_21'],
    ]);
  });
});
