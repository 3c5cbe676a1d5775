import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalLayout } from './PortalLayout';

const ITEMS = [
  { to: '/area/first', label: 'First page', includes: ['/area/second/'] },
  { to: '/area/second', label: 'Second page' },
];

function renderLayout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalLayout title="Some Portal" items={ITEMS} header={<p>Above every page</p>}>
        <h1>The page</h1>
      </PortalLayout>
    </MemoryRouter>,
  );
}

describe('PortalLayout', () => {
  it('has a sidebar titled and labelled with the area, its links in order', () => {
    renderLayout('/area/first');
    const sidebar = screen.getByRole('navigation', { name: 'Some Portal' });
    expect(within(sidebar).getByRole('heading', { name: 'Some Portal' })).toBeInTheDocument();
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First page', 'Second page']);
  });

  it('marks the current page in the sidebar', () => {
    renderLayout('/area/second');
    const sidebar = screen.getByRole('navigation', { name: 'Some Portal' });
    expect(within(sidebar).getByRole('link', { name: 'Second page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'First page' })).not.toHaveAttribute('aria-current');
  });

  it('marks the entry a detail page is reached from, not the one whose address it sits under', () => {
    renderLayout('/area/second/some-detail');
    const sidebar = screen.getByRole('navigation', { name: 'Some Portal' });
    expect(within(sidebar).getByRole('link', { name: 'First page' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Second page' })).not.toHaveAttribute('aria-current');
  });

  it('has no menu toggle of its own: on a phone the shell menu holds these links', () => {
    renderLayout('/area/first');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the header above the page and the page in the main landmark the skip link targets', () => {
    renderLayout('/area/first');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(main).not.toContainElement(screen.getByText('Above every page'));
  });
});
