import { act, renderHook } from '@testing-library/react';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { useOpenFile } from './useOpenFile';

describe('useOpenFile', () => {
  const tab = { location: { href: '' }, closed: false, opener: {} as unknown, close: jest.fn() };
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    tab.location.href = '';
    tab.opener = {};
    tab.close.mockClear();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://portal.test/1');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  const created = () => jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;

  it('opens a tab during the click with no handle on this page, then shows the file in it', async () => {
    const read = jest.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    const { result } = renderHook(() => useOpenFile(read));

    await act(() => result.current.open({ id: 'doc-1', fileName: 'cac.pdf' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(read).toHaveBeenCalledWith('doc-1');
    expect(tab.location.href).toBe('blob:http://portal.test/1');
    expect(created().type).toBe('application/pdf');
    expect(result.current.error).toBeNull();
  });

  it('types the bytes by the stored type when given, and never as a page', async () => {
    const read = () => Promise.resolve(new Blob(['<script>'], { type: 'text/html' }));
    const { result } = renderHook(() => useOpenFile(read));
    await act(() => result.current.open({ id: 'x', fileName: 'x.html' }));
    expect(created().type).toBe('application/octet-stream');
  });

  it('is opening while the file is fetched, and ignores a second click meanwhile', async () => {
    let arrive: (blob: Blob) => void = () => undefined;
    const read = jest.fn(() => new Promise<Blob>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useOpenFile(read));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.open({ id: 'doc-1' });
      void result.current.open({ id: 'doc-1' });
    });
    expect(result.current.isOpening('doc-1')).toBe(true);
    expect(result.current.isOpening('doc-2')).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);

    await act(async () => {
      arrive(new Blob(['%PDF'], { type: 'application/pdf' }));
      await first;
    });
    expect(result.current.isOpening('doc-1')).toBe(false);
  });

  it("closes the tab and shows the server's words when the download is refused", async () => {
    const read = () => Promise.reject(new RequestError(SERVER_MESSAGES.fileMissing, { status: 404 }));
    const { result } = renderHook(() => useOpenFile(read));

    await act(() => result.current.open({ id: 'doc-1' }));

    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(result.current.error).toBe(SERVER_MESSAGES.fileMissing);
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();
  });

  it('says the file could not be opened, not an internal message, on any other failure', async () => {
    const read = () => Promise.reject(new TypeError('blob is undefined'));
    const { result } = renderHook(() => useOpenFile(read));
    await act(() => result.current.open({ id: 'doc-1' }));
    expect(result.current.error).toBe(SERVER_MESSAGES.fileFailed);
  });

  it('revokes the object URL a minute later', async () => {
    const read = () => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' }));
    const { result } = renderHook(() => useOpenFile(read));
    await act(() => result.current.open({ id: 'doc-1' }));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1');
  });

  it('revokes the object URL when the page using it goes, before the minute is up', async () => {
    const read = () => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' }));
    const { result, unmount } = renderHook(() => useOpenFile(read));
    await act(() => result.current.open({ id: 'doc-1' }));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1');
  });
});
