import { renderHook, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardScreen } from '../screens/DashboardScreen';
import { answer } from '../testing/fakeApi';
import { statsFixture } from '../testing/fixtures';
import { useAdminDataSource } from './AdminDataSourceContext';

afterEach(() => jest.restoreAllMocks());

describe('the default admin data source', () => {
  it('reads the dashboard from the server, not from sample data', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).startsWith('/api/admin/dashboard')
          ? answer(200, { success: true, message: 'OK', data: { stats: statsFixture({ totalUsers: 2 }) } })
          : answer(200, { success: true, message: 'OK', data: { activity: [] } }),
      );
    render(
      <MemoryRouter>
        <DashboardScreen />
      </MemoryRouter>,
    );
    const total = await screen.findByText('Total Users', { selector: 'dt' });
    expect(total.nextElementSibling).toHaveTextContent('2');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/dashboard',
      '/api/admin/activity?limit=10',
    ]);
  });

  it('keeps payment requests on the sample data until the payments API lands', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useAdminDataSource());
    expect((await result.current.listPaymentRequests()).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
