import { act, screen } from '@testing-library/react';
import type { TwoFactorStatus } from '@portal/contracts/securitySchemas';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import type { AdminDataSource } from '../../api';
import { renderWithSource } from '../../testing/renderAdmin';
import { PASSWORD_HINT, StepUpField } from './StepUpField';

const status = (enabled: boolean): TwoFactorStatus => ({
  enabled,
  required: false,
  recoveryCodesLeft: enabled ? 10 : 0,
});

function renderField(getTwoFactorStatus: AdminDataSource['getTwoFactorStatus']) {
  renderWithSource(<StepUpField value="" onChange={() => undefined} />, { getTwoFactorStatus });
  return screen.getByLabelText(STEP_UP_MESSAGES.codeLabel);
}

// The server's verifyStepUp takes a password only from someone with no authenticator enrolled
// (and never in production); everyone else must type the code, so only the former is told.
describe('the step-up field hint', () => {
  it('offers the password to a staff member without an authenticator', async () => {
    const field = renderField(() => Promise.resolve(status(false)));
    expect(await screen.findByText(new RegExp(PASSWORD_HINT))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(`${STEP_UP_MESSAGES.codeHint} ${PASSWORD_HINT}`);
  });

  it('asks only for the code from a staff member with an authenticator', async () => {
    const answer = Promise.resolve(status(true));
    const read = jest.fn(() => answer);
    const field = renderField(read);
    // The answer has arrived and still no password is offered.
    await act(async () => {
      await answer;
    });
    expect(read).toHaveBeenCalledTimes(1);
    expect(field).toHaveAccessibleDescription(STEP_UP_MESSAGES.codeHint);
    expect(screen.queryByText(new RegExp(PASSWORD_HINT))).toBeNull();
  });

  it('asks only for the code while the two-factor state is unknown or cannot be read', async () => {
    const refusal = Promise.reject(new Error('offline'));
    const field = renderField(() => refusal);
    expect(field).toHaveAccessibleDescription(STEP_UP_MESSAGES.codeHint);
    await act(async () => {
      await refusal.catch(() => undefined);
    });
    expect(field).toHaveAccessibleDescription(STEP_UP_MESSAGES.codeHint);
  });
});
