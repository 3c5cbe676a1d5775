import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors as alerts and other tones as status', () => {
    render(
      <>
        <Alert tone="error">Please fill in all required fields</Alert>
        <Alert tone="success">Profile updated successfully!</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
  });

  it('can be dismissed when a handler is given', async () => {
    const onDismiss = jest.fn();
    render(
      <Alert tone="info" onDismiss={onDismiss}>
        Saved
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
