import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Page({ field = false, closeButton = true }: { field?: boolean; closeButton?: boolean }) {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output data-testid="closes">{closes}</output>
      {open && (
        <Dialog
          title="Approve registration?"
          description="A decision is final."
          closeButton={closeButton}
          onClose={() => {
            setCloses((count) => count + 1);
            setOpen(false);
          }}
        >
          {field && <input aria-label="Reason" />}
          <button type="button" data-autofocus>
            Cancel
          </button>
          <button type="button">Approve</button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Approve registration?');
    expect(dialog).toHaveAccessibleDescription('A decision is final.');
    expect(dialog).toHaveAttribute('open');
  });

  it('starts in its first field when it has one', async () => {
    await openDialog({ field: true });
    expect(screen.getByLabelText('Reason')).toHaveFocus();
  });

  it('starts on the control marked data-autofocus when it has no field', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('asks its owner to close on Escape, and focus returns to the opener', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('closes')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from its Close button only when it shows one', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('has no Close button when the owner leaves it out', async () => {
    await openDialog({ closeButton: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('wraps Tab from its last control to its first, and Shift+Tab back', async () => {
    const { user } = await openDialog({ closeButton: false });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.tab();
    expect(approve).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();
  });
});
