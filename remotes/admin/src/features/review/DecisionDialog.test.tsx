import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import type { Decision } from '@portal/contracts/status';
import { DecisionDialog } from './DecisionDialog';
import type { DecisionFailure } from './decisionFailure';

type Confirm = (reason: string | null) => Promise<DecisionFailure | null>;

function Harness({ decision, onConfirm }: { decision: Decision; onConfirm: Confirm }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      {open && (
        <DecisionDialog
          decision={decision}
          what="registration"
          subject="Adaeze Okonkwo (Okonkwo Textiles Ltd)"
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

async function openDialog(decision: Decision, onConfirm: Confirm = jest.fn(() => Promise.resolve(null))) {
  const user = userEvent.setup();
  render(<Harness decision={decision} onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Open the dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('decision dialog', () => {
  it('closes on Escape and returns focus to the button that opened it', async () => {
    const onConfirm = jest.fn(() => Promise.resolve(null));
    const { user, opener } = await openDialog('rejected', onConfirm);
    expect(screen.getByRole('dialog', { name: 'Reject registration?' })).toHaveAccessibleDescription(
      'Reject the registration of Adaeze Okonkwo (Okonkwo Textiles Ltd)? The customer will see the reason. A decision is final.',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Cancel and returns focus too', async () => {
    const { user, opener, dialog } = await openDialog('approved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('starts a rejection in the reason field', async () => {
    const { dialog } = await openDialog('rejected');
    expect(within(dialog).getByRole('textbox', { name: 'Reason for rejection' })).toHaveFocus();
  });

  it('starts an approval on Cancel, as the decision is final', async () => {
    const { dialog } = await openDialog('approved');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog('rejected');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });

    await user.tab();
    await user.tab();
    expect(reject).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(reject).toHaveFocus();
  });

  it('refuses a rejection without a reason next to the field, and sends nothing', async () => {
    const onConfirm = jest.fn(() => Promise.resolve(null));
    const { user, dialog } = await openDialog('rejected', onConfirm);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(onConfirm).not.toHaveBeenCalled();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(`At most 500 characters. ${REVIEW_MESSAGES.reasonRequired}`);
    expect(reason).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the reason, trimmed, and closes once the decision is made', async () => {
    const onConfirm = jest.fn(() => Promise.resolve(null));
    const { user, dialog } = await openDialog('rejected', onConfirm);

    await user.type(within(dialog).getByRole('textbox'), '  CAC certificate is unreadable ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(onConfirm).toHaveBeenCalledWith('CAC certificate is unreadable');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of the reason next to the field", async () => {
    const onConfirm = jest.fn((): Promise<DecisionFailure> =>
      Promise.resolve({
        kind: 'field',
        errors: { reason: REVIEW_MESSAGES.reasonTooLong },
        message: REVIEW_MESSAGES.reasonTooLong,
      }),
    );
    const { user, dialog } = await openDialog('rejected', onConfirm);
    await user.type(within(dialog).getByRole('textbox'), 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(
      `At most 500 characters. ${REVIEW_MESSAGES.reasonTooLong}`,
    );
  });

  it('stays open with the error when the decision could not be sent, and can try again', async () => {
    const onConfirm = jest
      .fn<Promise<DecisionFailure | null>, [string | null]>()
      .mockResolvedValueOnce({ kind: 'retry', message: 'The server could not be reached.' })
      .mockResolvedValueOnce(null);
    const { user, dialog } = await openDialog('approved', onConfirm);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(onConfirm).toHaveBeenCalledWith(null);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed or sent twice while the decision is on its way', async () => {
    let settle: (failure: DecisionFailure | null) => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<DecisionFailure | null>((resolve) => (settle = resolve)));
    const { user, dialog } = await openDialog('approved', onConfirm);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const busy = within(dialog).getByRole('button', { name: 'Approving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    settle(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
