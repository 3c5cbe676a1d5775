import { firstReadsFor } from '@portal/contracts/areas';
import { createNewCustomerApi } from './testing/fakeApi';
import { renderCustomerArea, signInCustomer, signOutCustomer } from './testing/renderCustomerArea';

afterEach(() => signOutCustomer());

/** The paths of the GETs the area sent, each once. */
async function readsOnFirstRender(path: string, approved: boolean) {
  const user = signInCustomer({ approved });
  const api = createNewCustomerApi();
  await renderCustomerArea(path, api.source);
  const asked = new Set(api.calls.filter((call) => call.method === 'GET').map((call) => call.path));
  return { asked, ahead: firstReadsFor(path, user) };
}

// The shell reads these ahead (contracts' firstReadsFor); a read ahead that the page does
// not make would be a request for nothing, and one it makes under another path would
// not be taken.
describe('the reads the shell starts ahead of the customer area', () => {
  it.each([
    ['/user-dashboard', false],
    ['/dashboard/overview', true],
  ])(
    'are exactly the data reads of the overview at %s on its first render (approved: %s)',
    async (path, approved) => {
      const { asked, ahead } = await readsOnFirstRender(path, approved);
      expect(ahead.length).toBeGreaterThan(0);
      expect([...asked].sort()).toEqual([...ahead].sort());
    },
  );

  it.each(['/dashboard/payments', '/dashboard/documents', '/dashboard/team'])(
    'are data reads that %s makes itself while the customer is not approved',
    async (path) => {
      const { asked, ahead } = await readsOnFirstRender(path, false);
      expect(ahead.length).toBeGreaterThan(0);
      for (const read of ahead) expect(asked).toContain(read);
    },
  );
});
