import { Client } from 'pg';
import { openTestDatabase, withAdminClient } from './testDatabase';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

async function testDatabaseNames(): Promise<string[]> {
  const result = await withAdminClient(adminUrl as string, (client) =>
    client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `portal_test_${process.pid}_%`,
    ]),
  );
  return result.rows.map((row) => row.datname);
}

onPostgres('a PostgreSQL test database', () => {
  it('is gone once closed, with nothing left behind for the next run', async () => {
    const before = await testDatabaseNames();
    const database = await openTestDatabase('postgres');
    const during = await testDatabaseNames();
    expect(during).toHaveLength(before.length + 1);

    await database.close();
    expect(await testDatabaseNames()).toEqual(before);
  });

  it('is dropped even while another session is still leaving it', async () => {
    const before = await testDatabaseNames();
    const database = await openTestDatabase('postgres');
    const [name] = (await testDatabaseNames()).filter((each) => !before.includes(each));
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const straggler = new Client({ connectionString: url.toString() });
    await straggler.connect();

    // The drop waits for sessions to leave instead of failing at once.
    const leaving = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() => straggler.end());
    await Promise.all([database.close(), leaving]);
    expect(await testDatabaseNames()).toEqual(before);
  }, 30_000);
});
