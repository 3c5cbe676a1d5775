import { createNewCustomerApi, succeeded } from '../../testing/fakeApi';
import { beneficiaryListPath, createBeneficiarySource } from './beneficiarySource';
import { beneficiaryView } from './testing/beneficiaryFixtures';

describe('the beneficiary source', () => {
  it('asks for a list with only the search, archived and cursor it is given', () => {
    expect(beneficiaryListPath({}, null)).toBe('/beneficiaries');
    expect(beneficiaryListPath({ search: '  acme ', archived: false }, null)).toBe(
      '/beneficiaries?search=acme',
    );
    expect(beneficiaryListPath({ archived: true }, 'next-page')).toBe(
      '/beneficiaries?archived=true&cursor=next-page',
    );
  });

  it('creates, updates and archives through the routes, without the corridor in the body', async () => {
    const api = createNewCustomerApi();
    const saved = beneficiaryView();
    const path = `/beneficiaries/${saved.id}`;
    api.on('POST', '/beneficiaries', succeeded({ beneficiary: saved }, 'Beneficiary saved', 201));
    api.on('PUT', path, succeeded({ beneficiary: { ...saved, version: 2 } }));
    api.on('DELETE', path, succeeded({ beneficiary: { ...saved, archivedAt: '2026-11-26T00:00:00.000Z' } }));
    const source = createBeneficiarySource(api.client);
    const { id: _id, version: _v, detailsChangedAt: _d, createdAt: _c, archivedAt: _a, ...input } = saved;

    await expect(source.create(input)).resolves.toEqual(saved);
    expect(await source.update(saved.id, input)).toMatchObject({ version: 2 });
    expect(await source.archive(saved.id)).toMatchObject({ archivedAt: '2026-11-26T00:00:00.000Z' });

    const [created] = api.callsTo('POST', '/beneficiaries');
    expect(created?.body).toEqual({
      name: saved.name,
      country: 'US',
      currency: 'USD',
      bankName: 'Chase',
      address: saved.address,
      email: null,
      iban: null,
      bic: null,
      routingNumber: '021000021',
      sortCode: null,
      accountNumber: '123456789',
    });
    expect(api.callsTo('DELETE', path)).toHaveLength(1);
  });
});
