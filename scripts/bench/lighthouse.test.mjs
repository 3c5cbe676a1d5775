import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagesToMeasure } from './lighthouse.mjs';

describe('the Lighthouse part measures the pages BENCH_LIGHTHOUSE_PAGES names', () => {
  it('measures every page when nothing is named', () => {
    assert.deepEqual(
      pagesToMeasure(undefined).map((page) => page.path),
      ['/', '/about', '/contact', '/dashboard/overview', '/admin/dashboard'],
    );
    assert.equal(pagesToMeasure(' ').length, 5);
  });

  it('measures only the named pages, signed in where the page needs it', () => {
    assert.deepEqual(
      pagesToMeasure('/about, /admin/dashboard').map((page) => [page.path, page.as]),
      [
        ['/about', undefined],
        ['/admin/dashboard', 'admin'],
      ],
    );
  });

  it('refuses a page it does not measure, rather than report nothing', () => {
    assert.throws(() => pagesToMeasure('/,/abuot'), /names \/abuot; the part measures \/, \/about/);
  });
});
