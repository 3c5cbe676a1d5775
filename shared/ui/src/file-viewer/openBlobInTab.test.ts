import { OBJECT_URL_LIFETIME_MS, openBlobInTab, saveBlob } from './openBlobInTab';

describe('showing a downloaded document', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:http://portal.test/1');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  const created = () => jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;

  it('revokes the object URL a minute later, not before', () => {
    const tab = { closed: false, location: { href: '' } } as unknown as Window;
    openBlobInTab(tab, new Blob(['%PDF']), { fileName: 'cac.pdf', contentType: 'application/pdf' });
    expect(tab.location.href).toBe('blob:http://portal.test/1');
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1');
  });

  it('never gives the bytes a type the browser would run as a page', () => {
    const tab = { closed: false, location: { href: '' } } as unknown as Window;
    openBlobInTab(tab, new Blob(['<script>'], { type: 'text/html' }), {
      fileName: 'x.html',
      contentType: 'text/html',
    });
    expect(created().type).toBe('application/octet-stream');
  });

  it('saves the file when the browser opened no tab', () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openBlobInTab(null, new Blob(['%PDF']), { fileName: 'cac.pdf', contentType: 'application/pdf' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('cac.pdf');
    expect(link.href).toBe('blob:http://portal.test/1');
    click.mockRestore();
  });

  it('saves a statement under its name as a plain download, the link gone from the page after', () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveBlob(new Blob(['a,b\r\n'], { type: 'text/csv' }), {
      fileName: 'payments-2026-11-01-to-2026-11-29.csv',
      contentType: 'text/csv',
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('payments-2026-11-01-to-2026-11-29.csv');
    expect(created().type).toBe('application/octet-stream');
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://portal.test/1');
    click.mockRestore();
  });
});
