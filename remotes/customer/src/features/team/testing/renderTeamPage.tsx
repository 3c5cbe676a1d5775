import { act } from '@testing-library/react';
import { createNewCustomerApi, type FakeApi } from '../../../testing/fakeApi';
import { renderWithCustomerContext } from '../../../testing/renderCustomerArea';
import { TeamManagement } from '../TeamManagement';

/** The Team page's content over a fake API (a business of one unless given), its first read landed. */
export async function renderTeamPage(api: FakeApi = createNewCustomerApi()) {
  const view = renderWithCustomerContext(<TeamManagement />, { source: api.source });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}
