import type { RemoteAreaComponent } from '@portal/contracts';
import { loadContainer, type RemoteContainer } from './containerEntry';
import { loadArea, preloadArea, registerAreas } from './federation';
import { shellShareScope } from './shareScope';

// Jest cannot run remote entries or webpack's share scope; the browser tests do.
jest.mock('./containerEntry', () => ({ loadContainer: jest.fn() }));
jest.mock('./shareScope', () => ({ shellShareScope: jest.fn() }));
const loadContainerMock = loadContainer as jest.MockedFunction<typeof loadContainer>;
const SHARE_SCOPE = { react: {} };

const Area: RemoteAreaComponent = () => null;

function containerExposing(module: unknown): RemoteContainer & { init: jest.Mock; get: jest.Mock } {
  return { init: jest.fn(), get: jest.fn(() => Promise.resolve(() => module)) };
}

beforeEach(() => {
  loadContainerMock.mockReset();
  (shellShareScope as jest.Mock).mockResolvedValue(SHARE_SCOPE);
  registerAreas({
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: 'https://customer.example/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  });
});

describe('loading an area through its remote’s container', () => {
  it('runs the configured entry, hands it the shell’s share scope and returns its Area', async () => {
    const container = containerExposing({ default: Area });
    loadContainerMock.mockResolvedValue(container);
    await expect(loadArea('customer')).resolves.toBe(Area);
    expect(loadContainerMock).toHaveBeenCalledWith(
      'https://customer.example/remoteEntry.js',
      'customer',
      false,
    );
    expect(container.init).toHaveBeenCalledWith(SHARE_SCOPE);
    expect(container.get).toHaveBeenCalledWith('./Area');
  });

  it('loads a remote’s entry once for every visit of the page', async () => {
    loadContainerMock.mockResolvedValue(containerExposing({ default: Area }));
    await Promise.all([loadArea('admin'), loadArea('admin')]);
    await loadArea('admin');
    expect(loadContainerMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server afresh after a failed load, whoever asks next, and when told to', async () => {
    loadContainerMock.mockRejectedValueOnce(new Error('offline'));
    await expect(loadArea('admin')).rejects.toThrow('offline');
    loadContainerMock.mockResolvedValue(containerExposing({ default: Area }));
    await expect(loadArea('admin')).resolves.toBe(Area);
    await loadArea('admin');
    await loadArea('admin', true);
    expect(loadContainerMock.mock.calls.map((call) => call[2])).toEqual([false, true, true]);
  });

  it('does not start a second load while a fresh one is still under way', async () => {
    let answer: (container: RemoteContainer) => void = () => undefined;
    loadContainerMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = loadArea('customer', true);
    const second = loadArea('customer', true);
    answer(containerExposing({ default: Area }));
    await expect(Promise.all([first, second])).resolves.toEqual([Area, Area]);
    expect(loadContainerMock).toHaveBeenCalledTimes(1);
  });

  it('preloads an area’s entry and chunks without running its code', async () => {
    const factory = jest.fn(() => ({ default: Area }));
    const container = { init: jest.fn(), get: jest.fn(() => Promise.resolve(factory)) };
    loadContainerMock.mockResolvedValue(container);
    preloadArea('public-site');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.get).toHaveBeenCalledWith('./Area');
    expect(factory).not.toHaveBeenCalled();
  });

  it('refuses a remote whose Area is not a component', async () => {
    loadContainerMock.mockResolvedValue(containerExposing({ default: 'not a component' }));
    await expect(loadArea('public-site')).rejects.toThrow('public-site did not expose an Area component');
  });
});
