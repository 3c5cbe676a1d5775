import { loadContainer, type RemoteContainer } from './containerEntry';
import { prefetchAreaData, registerAreas } from './federation';
import { shellShareScope } from './shareScope';

// Jest cannot run remote entries or webpack's share scope; the browser tests do.
jest.mock('./containerEntry', () => ({ loadContainer: jest.fn() }));
jest.mock('./shareScope', () => ({ shellShareScope: jest.fn() }));
const loadContainerMock = loadContainer as jest.MockedFunction<typeof loadContainer>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function containerWith(modules: Record<string, unknown>): RemoteContainer & { get: jest.Mock } {
  return {
    init: jest.fn(),
    get: jest.fn((name: string) =>
      name in modules ? Promise.resolve(() => modules[name]) : Promise.reject(new Error(`no ${name}`)),
    ),
  };
}

beforeEach(() => {
  loadContainerMock.mockReset();
  (shellShareScope as jest.Mock).mockResolvedValue({});
  registerAreas({
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  });
});

describe("starting an area's first reads before it renders", () => {
  it("hands the page's path to the prefetch its ./Area exports, for the role the area is for", async () => {
    const prefetch = jest.fn();
    const container = containerWith({ './Area': { default: () => null, prefetch } });
    loadContainerMock.mockResolvedValue(container);
    prefetchAreaData('/dashboard/overview', 'user');
    await settle();
    expect(container.get).toHaveBeenCalledWith('./Area');
    expect(prefetch).toHaveBeenCalledWith('/dashboard/overview');
  });

  it('starts nothing for another role, a public page or a path of no area', async () => {
    prefetchAreaData('/admin/dashboard', 'user');
    prefetchAreaData('/about', 'user');
    prefetchAreaData('/nowhere', 'admin');
    await settle();
    expect(loadContainerMock).not.toHaveBeenCalled();
  });

  it('leaves the area to read for itself when its ./Area exports no prefetch or the remote fails to load', async () => {
    loadContainerMock.mockResolvedValueOnce(containerWith({ './Area': { default: () => null } }));
    prefetchAreaData('/dashboard/overview', 'user');
    loadContainerMock.mockRejectedValueOnce(new Error('offline'));
    prefetchAreaData('/admin/dashboard', 'admin');
    await settle();
    expect(loadContainerMock).toHaveBeenCalledTimes(2);
  });
});
