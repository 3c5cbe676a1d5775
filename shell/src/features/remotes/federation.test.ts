import type { RemoteAreaComponent } from '@portal/contracts/remote';
import { loadContainer, type RemoteContainer } from './containerEntry';
import { IncompatibleAreaError, SHELL_CONTRACT_VERSION } from './contractVersion';
import { loadArea, preloadArea, registerAreas } from './federation';
import { shellShareScope } from './shareScope';

// Jest cannot run remote entries or webpack's share scope; the browser tests do.
jest.mock('./containerEntry', () => ({ loadContainer: jest.fn() }));
jest.mock('./shareScope', () => ({ shellShareScope: jest.fn() }));
const loadContainerMock = loadContainer as jest.MockedFunction<typeof loadContainer>;
const SHARE_SCOPE = { react: {} };

const Area: RemoteAreaComponent = () => null;

// What every remote built against this shell's contracts declares beside its Area.
const current = { contractVersion: SHELL_CONTRACT_VERSION };

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
    const container = containerExposing({ default: Area, ...current });
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
    loadContainerMock.mockResolvedValue(containerExposing({ default: Area, ...current }));
    await Promise.all([loadArea('admin'), loadArea('admin')]);
    await loadArea('admin');
    expect(loadContainerMock).toHaveBeenCalledTimes(1);
  });

  it('asks the server afresh after a failed load, whoever asks next, and when told to', async () => {
    loadContainerMock.mockRejectedValueOnce(new Error('offline'));
    await expect(loadArea('admin')).rejects.toThrow('offline');
    loadContainerMock.mockResolvedValue(containerExposing({ default: Area, ...current }));
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
    answer(containerExposing({ default: Area, ...current }));
    await expect(Promise.all([first, second])).resolves.toEqual([Area, Area]);
    expect(loadContainerMock).toHaveBeenCalledTimes(1);
  });

  it('preloads an area’s entry and chunks without running its code', async () => {
    const factory = jest.fn(() => ({ default: Area, ...current }));
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

describe('a remote built against another version of the contracts', () => {
  const [major] = SHELL_CONTRACT_VERSION.split('.').map(Number) as [number];
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is refused with IncompatibleAreaError when its major is ahead of the shell’s', async () => {
    loadContainerMock.mockResolvedValue(
      containerExposing({ default: Area, contractVersion: `${major + 1}.0.0` }),
    );
    const loading = loadArea('customer');
    await expect(loading).rejects.toBeInstanceOf(IncompatibleAreaError);
    await expect(loading).rejects.toThrow(
      `The customer remote was built against @portal/contracts "${major + 1}.0.0"; this shell has ${SHELL_CONTRACT_VERSION}`,
    );
    // Whoever deploys learns which versions disagree.
    expect(warn).toHaveBeenCalledWith(
      `The customer remote was built against @portal/contracts "${major + 1}.0.0"; this shell has ${SHELL_CONTRACT_VERSION}`,
    );
  });

  it('is refused when its major is behind, or when it declares no version at all', async () => {
    loadContainerMock.mockResolvedValueOnce(
      containerExposing({ default: Area, contractVersion: `${major - 1}.9.9` }),
    );
    await expect(loadArea('admin')).rejects.toBeInstanceOf(IncompatibleAreaError);
    loadContainerMock.mockResolvedValueOnce(containerExposing({ default: Area }));
    await expect(loadArea('admin', true)).rejects.toBeInstanceOf(IncompatibleAreaError);
  });

  it('is loaded when only its minor or patch differs', async () => {
    loadContainerMock.mockResolvedValue(
      containerExposing({ default: Area, contractVersion: `${major}.7.3` }),
    );
    await expect(loadArea('public-site')).resolves.toBe(Area);
  });

  it('is asked for afresh by Retry, so a remote redeployed in time is shown', async () => {
    loadContainerMock.mockResolvedValueOnce(
      containerExposing({ default: Area, contractVersion: `${major + 1}.0.0` }),
    );
    await expect(loadArea('customer')).rejects.toBeInstanceOf(IncompatibleAreaError);
    loadContainerMock.mockResolvedValueOnce(containerExposing({ default: Area, ...current }));
    await expect(loadArea('customer', true)).resolves.toBe(Area);
    expect(loadContainerMock.mock.calls.map((call) => call[2])).toEqual([false, true]);
  });
});
