import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useHashScroll } from './useHashScroll';

/** A page whose #security section appears a moment after the route, as a lazy page's does. */
function LatePage({ delayMs }: { delayMs: number }) {
  useHashScroll();
  const [shown, setShown] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <section id="security">Security</section> : <div className="page-loading" />;
}

const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
});

describe('a link to a #fragment', () => {
  it('scrolls to its section when the page is already there', () => {
    render(
      <MemoryRouter initialEntries={['/about#security']}>
        <LatePage delayMs={0} />
      </MemoryRouter>,
    );
    expect(scrolledTo).toEqual(['security']);
  });

  it('scrolls to its section once a page that arrives later shows it', async () => {
    jest.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={['/about#security']}>
          <LatePage delayMs={500} />
        </MemoryRouter>,
      );
      expect(scrolledTo).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500);
      });
      expect(scrolledTo).toEqual(['security']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops waiting after a few seconds for a section that never came', async () => {
    jest.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={['/about#security']}>
          <LatePage delayMs={6_000} />
        </MemoryRouter>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6_000);
      });
      expect(scrolledTo).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a #fragment that is not valid percent-encoding', () => {
    expect(() =>
      render(
        <MemoryRouter initialEntries={['/about#%']}>
          <LatePage delayMs={0} />
        </MemoryRouter>,
      ),
    ).not.toThrow();
    expect(scrolledTo).toEqual([]);
  });
});
