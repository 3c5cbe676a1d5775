import { beneficiaryListDataSchema, type BeneficiaryListData } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { validateWith } from '@portal/contracts/fieldErrors';
import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { call, dataOf } from '../payments/testing/paymentTesting';
import { customerSession } from '../decisions/testing/reviewTesting';

// A search first looks through the newest 500 rows (beneficiaryList.ts); these books are
// larger than that window, so a page comes from it or from the whole book.
const BOOK = 700;

/** Vendor 1 is the newest; every third is a 'Logistics' vendor; 'Rarebird' names 10 and 650. */
async function seedBook(server: ReturnType<typeof useTestServer>, owner: string) {
  await server.database.db.execute(sql`
    insert into beneficiaries (owner_id, name, address, country, currency, current_version, search_text, created_at)
    select ${owner}, v.name, 'Street ' || g, 'DE', 'EUR', 1, lower(v.name || E'\n' || 'Deutsche Bank' || E'\n' || v.iban),
      now() - g * interval '1 minute'
    from generate_series(1, ${BOOK}) g
    cross join lateral (select
      'Vendor ' || lpad(g::text, 5, '0') || case when g % 3 = 0 then ' Logistics' else ' Trading' end
        || case when g in (10, 650) then ' Rarebird' else '' end as name,
      'DE89' || lpad(g::text, 18, '0') as iban) v`);
  await server.database.db.execute(sql`
    insert into beneficiary_versions (beneficiary_id, version, corridor, bank_name, iban, bic, created_at)
    select b.id, 1, 'iban', 'Deutsche Bank', upper(split_part(b.search_text, E'\n', 3)), 'DEUTDEFF', b.created_at
    from beneficiaries b where b.owner_id = ${owner}`);
}

const vendor = (g: number) =>
  `Vendor ${String(g).padStart(5, '0')}${g % 3 === 0 ? ' Logistics' : ' Trading'}${g === 10 || g === 650 ? ' Rarebird' : ''}`;

describe.each(DATABASE_KINDS)('searching a book larger than the search window on %s', (kind) => {
  const server = useTestServer(kind);

  async function list(headers: Record<string, string>, query: string): Promise<BeneficiaryListData> {
    const response = await call(server, 'GET', `${BENEFICIARY_PATHS.beneficiaries}${query}`, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(beneficiaryListDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data;
  }
  const names = (data: BeneficiaryListData) => data.beneficiaries.map((beneficiary) => beneficiary.name);

  it('pages a common word newest first, from the newest rows and past them', async () => {
    const customer = await customerSession(server);
    await seedBook(server, customer.user.id);
    const first = await list(customer.headers, '?search=logistics&limit=5');
    expect(names(first)).toEqual([3, 6, 9, 12, 15].map(vendor));
    const second = await list(customer.headers, `?search=logistics&limit=5&cursor=${first.nextCursor ?? ''}`);
    expect(names(second)).toEqual([18, 21, 24, 27, 30].map(vendor));
    // After vendor 498 the window of 500 rows after the cursor reaches past the newest 500.
    let page = await list(customer.headers, '?search=logistics&limit=50');
    const all = [...names(page)];
    while (page.nextCursor) {
      page = await list(customer.headers, `?search=logistics&limit=50&cursor=${page.nextCursor}`);
      all.push(...names(page));
    }
    expect(all).toEqual(Array.from({ length: Math.floor(BOOK / 3) }, (_, index) => vendor((index + 1) * 3)));
  });

  it('finds a term only in rows older than the newest 500, and one in both', async () => {
    const customer = await customerSession(server);
    await seedBook(server, customer.user.id);
    expect(names(await list(customer.headers, '?search=vendor%2000690'))).toEqual([vendor(690)]);
    expect(names(await list(customer.headers, '?search=rarebird'))).toEqual([vendor(10), vendor(650)]);
    const one = await list(customer.headers, '?search=rarebird&limit=1');
    expect(names(one)).toEqual([vendor(10)]);
    expect(
      names(await list(customer.headers, `?search=rarebird&limit=1&cursor=${one.nextCursor ?? ''}`)),
    ).toEqual([vendor(650)]);
  });
});
