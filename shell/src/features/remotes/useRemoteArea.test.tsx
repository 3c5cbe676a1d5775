import { act, render, screen } from '@testing-library/react';
import type { RemoteAreaComponent } from '@portal/contracts/remote';
import { loadContainer } from './containerEntry';
import { SHELL_CONTRACT_VERSION } from './contractVersion';
import { registerAreas } from './federation';
import { forgetLoadedAreas, useRemoteArea, warmArea } from './useRemoteArea';

// Jest cannot run remote entries or webpack's share scope; the browser tests do.
jest.mock('./containerEntry', () => ({ loadContainer: jest.fn() }));
jest.mock('./shareScope', () => ({ shellShareScope: jest.fn(() => Promise.resolve({})) }));
const loadContainerMock = loadContainer as jest.MockedFunction<typeof loadContainer>;

const containerOf = (Area: RemoteAreaComponent) => ({
  init: jest.fn(),
  get: jest.fn(() => Promise.resolve(() => ({ default: Area, contractVersion: SHELL_CONTRACT_VERSION }))),
});
const CustomerPortal: RemoteAreaComponent = () => <h1>Customer Portal</h1>;

function CustomerArea() {
  const state = useRemoteArea('customer');
  if (state.status !== 'ready') return <p>{state.status}</p>;
  return <state.Component openModal={() => undefined} />;
}

beforeEach(() => {
  registerAreas({
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  });
  forgetLoadedAreas();
  loadContainerMock.mockReset();
});

describe('warming an area before it is visited', () => {
  it('makes the visit render the area at once, without a loading state or a second load', async () => {
    loadContainerMock.mockResolvedValue(containerOf(CustomerPortal));
    await act(() => warmArea('customer'));
    render(<CustomerArea />);
    expect(screen.getByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loadContainerMock).toHaveBeenCalledTimes(1);
  });

  it('lets the visit ask the server afresh when the warm-up failed', async () => {
    loadContainerMock.mockRejectedValueOnce(new Error('offline'));
    await act(() => warmArea('customer'));
    loadContainerMock.mockResolvedValue(containerOf(CustomerPortal));
    render(<CustomerArea />);
    expect(await screen.findByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(loadContainerMock).toHaveBeenLastCalledWith('/remotes/customer/remoteEntry.js', 'customer', true);
  });
});
