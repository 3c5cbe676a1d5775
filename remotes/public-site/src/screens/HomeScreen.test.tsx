import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomeScreen } from './HomeScreen';

describe('HomeScreen', () => {
  it('writes "e-mail" (the spec\'s spelling) with a hyphen a line never breaks at', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeScreen openModal={() => undefined} />
      </MemoryRouter>,
    );
    // U+2011: "e- / mail" was split across two lines at 1280 px (issue 31 review).
    expect(container.textContent).toContain('verify your e\u2011mail');
    expect(container.textContent).not.toMatch(/e-mail/);
  });
});
