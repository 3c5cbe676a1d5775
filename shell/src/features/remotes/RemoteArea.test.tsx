import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAreaComponent } from '@portal/contracts/remote';
import { AreaBeingUpdated } from './AreaBeingUpdated';
import { AREAS } from './areas';
import { loadContainer } from './containerEntry';
import { SHELL_CONTRACT_VERSION } from './contractVersion';
import { registerAreas } from './federation';
import { RemoteArea } from './RemoteArea';
import { forgetLoadedAreas } from './useRemoteArea';

// Jest cannot run remote entries or webpack's share scope; the browser tests do.
jest.mock('./containerEntry', () => ({ loadContainer: jest.fn() }));
jest.mock('./shareScope', () => ({ shellShareScope: jest.fn(() => Promise.resolve({})) }));
const loadContainerMock = loadContainer as jest.MockedFunction<typeof loadContainer>;

const CustomerPortal: RemoteAreaComponent = () => <h1>Customer Portal</h1>;
const customerArea = AREAS.find((area) => area.remote === 'customer');
if (!customerArea) throw new Error('the customer area is in the ownership table');
const [major] = SHELL_CONTRACT_VERSION.split('.').map(Number) as [number];

const containerDeclaring = (contractVersion: unknown) => ({
  init: jest.fn(),
  get: jest.fn(() => Promise.resolve(() => ({ default: CustomerPortal, contractVersion }))),
});

beforeEach(() => {
  registerAreas({
    'public-site': '/remotes/public-site/remoteEntry.js',
    customer: '/remotes/customer/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  });
  forgetLoadedAreas();
  loadContainerMock.mockReset();
});

describe('an area whose remote was built against another contract major', () => {
  // The shell says on the console which versions disagree (federation.test.ts).
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says the area is being updated, with a way to reload, instead of rendering it', async () => {
    loadContainerMock.mockResolvedValue(containerDeclaring(`${major + 1}.0.0`));
    render(<RemoteArea area={customerArea} openModal={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'This area is being updated' })).toHaveFocus();
    expect(
      screen.getByText(`${customerArea.label} will be back shortly.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer Portal' })).toBeNull();
    expect(screen.queryByText(/is unavailable right now/)).toBeNull();
  });

  it('renders the area when the remote declares the shell’s major', async () => {
    loadContainerMock.mockResolvedValue(containerDeclaring(`${major}.3.0`));
    render(<RemoteArea area={customerArea} openModal={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Customer Portal' })).toBeInTheDocument();
    expect(screen.queryByText('This area is being updated')).toBeNull();
  });

  it('still says the area is unavailable, with Retry, when the remote cannot be loaded', async () => {
    loadContainerMock.mockRejectedValue(new Error('offline'));
    render(<RemoteArea area={customerArea} openModal={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: `${customerArea.label} is unavailable right now` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This area is being updated')).toBeNull();
  });
});

describe('the being-updated message', () => {
  it('reloads the page when asked', async () => {
    const reload = jest.fn();
    render(<AreaBeingUpdated label="The admin portal" onReload={reload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
