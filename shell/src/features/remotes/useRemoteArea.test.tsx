import { act, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerAreas } from './federation';
import { forgetLoadedAreas, useRemoteArea, warmArea } from './useRemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function CustomerArea() {
  const state = useRemoteArea('customer');
  if (state.status !== 'ready') return <p>{state.status}</p>;
  return <state.Component openModal={() => undefined} />;
}

beforeAll(() =>
  registerAreas({
    'public-site': '/remotes/public-site/mf-manifest.json',
    customer: '/remotes/customer/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  }),
);
beforeEach(() => {
  forgetLoadedAreas();
  loadRemoteMock.mockReset();
  (registerRemotes as jest.Mock).mockClear();
});

describe('warming an area before it is visited', () => {
  it('makes the visit render the area at once, without a loading state or a second load', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Customer Portal</h1> });
    await act(() => warmArea('customer'));
    render(<CustomerArea />);
    expect(screen.getByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('lets the visit ask the server afresh when the warm-up failed', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    await act(() => warmArea('customer'));
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Customer Portal</h1> });
    render(<CustomerArea />);
    expect(await screen.findByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'customer', entry: '/remotes/customer/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });
});
