import { ENTRY_TIMEOUT_MS, loadContainer, type RemoteContainer } from './containerEntry';

const globals = window as unknown as Record<string, unknown>;

const container = (): RemoteContainer => ({ init: jest.fn(), get: jest.fn() });

/** The entry script the loader added (jsdom does not run scripts: the test plays the browser). */
function entryScript(): HTMLScriptElement {
  const script = document.head.querySelector('script');
  if (!script) throw new Error('no script element was added');
  return script;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete globals.publicSite;
});

describe('loading a remote entry', () => {
  it('gives the container the entry defines under the remote’s name', async () => {
    const defined = container();
    const loading = loadContainer('/remotes/public-site/remoteEntry.js', 'publicSite', false);
    expect(entryScript().getAttribute('src')).toBe('/remotes/public-site/remoteEntry.js');
    globals.publicSite = defined;
    entryScript().dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(defined);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('refuses an answer that defined no container, even with an older one still on the page', async () => {
    globals.publicSite = container();
    const loading = loadContainer('/remotes/public-site/remoteEntry.js', 'publicSite', false);
    // An error page served with 200 runs as a script and defines nothing.
    entryScript().dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define the remote "publicSite"');
  });

  it('reports an entry the browser could not fetch', async () => {
    const loading = loadContainer('/remotes/public-site/remoteEntry.js', 'publicSite', false);
    entryScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('could not be loaded');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('asks for a fresh attempt under an address the browser has not seen, each time', () => {
    const sources = [1, 2].map(() => {
      void loadContainer('https://cdn.example/remoteEntry.js?v=2', 'publicSite', true).catch(() => undefined);
      const src = entryScript().getAttribute('src');
      entryScript().dispatchEvent(new Event('error'));
      return src;
    });
    expect(sources[0]).toMatch(/^https:\/\/cdn\.example\/remoteEntry\.js\?v=2&attempt=[0-9a-z]+-\d+$/);
    expect(sources[1]).toMatch(/^https:\/\/cdn\.example\/remoteEntry\.js\?v=2&attempt=[0-9a-z]+-\d+$/);
    expect(sources[1]).not.toBe(sources[0]);
  });

  it('gives up on an entry that never answers, so the area can offer Retry', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadContainer('/remotes/public-site/remoteEntry.js', 'publicSite', false);
      jest.advanceTimersByTime(ENTRY_TIMEOUT_MS - 1);
      expect(document.head.querySelector('script')).not.toBeNull();
      jest.advanceTimersByTime(1);
      await expect(loading).rejects.toThrow('did not answer within 20 s');
      expect(document.head.querySelector('script')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
