import { Client } from 'pg';
import { CopyCrlfRows } from './copyCrlfRows';
import { bytesOf } from './testing/pdfTextOf';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('COPY rows read off the connection with CRLF record ends', () => {
  let client: Client;

  beforeEach(async () => {
    client = new Client({ connectionString: url });
    await client.connect();
  });

  afterEach(async () => {
    await client.end();
  });

  const copied = async (select: string) =>
    (await bytesOf(client.query(new CopyCrlfRows(`copy (${select}) to stdout (format csv)`)))).toString(
      'utf8',
    );

  it("ends each record with CRLF and keeps a cell's own line breaks as written", async () => {
    const text = await copied(
      `select * from (values (1, 'plain'), (2, E'two\\nlines'), (3, E'ends with LF\\n'), (4, E'quote "\\n" CR\\r\\n'), (5, null)) v(n, t) order by n`,
    );
    expect(text).toBe('1,plain\r\n2,"two\nlines"\r\n3,"ends with LF\n"\r\n4,"quote ""\n"" CR\r\n"\r\n5,\r\n');
  });

  it('writes rows larger than what the socket delivers at once, and many small ones, whole', async () => {
    const big = await copied(`select n, repeat(chr(65 + n), 300000) from generate_series(1, 3) n`);
    const records = big.split('\r\n');
    expect(records).toHaveLength(4);
    expect(records.slice(0, 3).map((record) => record.length)).toEqual([300002, 300002, 300002]);
    expect(records[1]).toBe(`2,${'C'.repeat(300000)}`);

    const many = await copied(`select n from generate_series(1, 50000) n`);
    expect(many).toBe(Array.from({ length: 50000 }, (_, index) => `${index + 1}\r\n`).join(''));
  });

  it('passes rows on in chunks of at least 64 KB when the database sends them slowly', async () => {
    // PostgreSQL flushes a COPY every 8 KB; a slow select sends them one at a time.
    const rows = client.query(
      new CopyCrlfRows(
        `copy (select n, repeat('x', 200) from generate_series(1, 3000) n where pg_sleep(0.0002) is not null) to stdout (format csv)`,
      ),
    );
    const sizes: number[] = [];
    let text = '';
    for await (const chunk of rows as AsyncIterable<Buffer>) {
      sizes.push(chunk.length);
      text += chunk.toString('utf8');
    }
    expect(text).toBe(
      Array.from({ length: 3000 }, (_, index) => `${index + 1},${'x'.repeat(200)}\r\n`).join(''),
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.slice(0, -1).every((size) => size >= 64 * 1024)).toBe(true);
  });

  it('ends the stream with the error when the query fails part-way, and the connection still answers', async () => {
    const rows = client.query(
      new CopyCrlfRows('copy (select 10 / (5 - n) from generate_series(1, 100000) n) to stdout (format csv)'),
    );
    await expect(bytesOf(rows)).rejects.toThrow(/division by zero/);
    const answer = await client.query('select 1 as one');
    expect(answer.rows).toEqual([{ one: 1 }]);
  });

  it('counts the rows and leaves no read timeout behind once the COPY is done', async () => {
    const timed = new Client({ connectionString: url, query_timeout: 1000 });
    await timed.connect();
    try {
      const rows = timed.query(new CopyCrlfRows('copy (select n from generate_series(1, 3) n) to stdout'));
      const errors: Error[] = [];
      rows.on('error', (error: Error) => errors.push(error));
      expect((await bytesOf(rows)).toString('utf8')).toBe('1\r\n2\r\n3\r\n');
      // Past the client's query_timeout: a timer left running would now report an error.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(errors).toEqual([]);
      expect(rows.rowCount).toBe(3);
      expect((await timed.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await timed.end();
    }
  });
});
