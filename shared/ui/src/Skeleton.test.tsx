import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonBlock, SkeletonLine } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading to screen readers once, however many shapes it has', () => {
    render(
      <Skeleton label="Loading transactions…">
        <p>
          <SkeletonLine width="40%" />
        </p>
        <p>
          <SkeletonLine />
        </p>
        <SkeletonBlock width={80} height={44} />
      </Skeleton>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent('Loading transactions…');
  });

  it('hides its placeholder shapes from assistive technology', () => {
    const { container } = render(
      <Skeleton label="Loading your documents…">
        <ul>
          <li>
            <SkeletonLine />
          </li>
        </ul>
      </Skeleton>,
    );
    // Placeholder structure must not be read as an empty list of the real content.
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('.skeleton-line')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sizes its shapes as asked', () => {
    const { container } = render(
      <Skeleton label="Loading…">
        <SkeletonLine width="60%" />
        <SkeletonBlock width={96} height="2.75rem" />
      </Skeleton>,
    );
    expect(container.querySelector('.skeleton-line')).toHaveStyle({ width: '60%' });
    expect(container.querySelector('.skeleton-block')).toHaveStyle({ width: '96px', height: '2.75rem' });
  });
});
