import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('says what could not be loaded as an error and reads again on Retry', async () => {
    const retry = jest.fn();
    render(<LoadFailed message="The wallet could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The wallet could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
