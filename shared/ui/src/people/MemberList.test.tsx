import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberList } from './MemberList';

const roles = ['lead', 'helper'] as const;
type Role = (typeof roles)[number];
const roleLabels: Record<Role, string> = { lead: 'Lead', helper: 'Helper' };
const member = (id: string, name: string, role: Role) => ({
  id,
  name,
  email: `${id}@example.com`,
  role,
  you: false,
});
const KEEPER_NOTE = 'The only lead stays one.';

function renderList(members: ReturnType<typeof member>[], manage = true) {
  const onChooseRole = jest.fn();
  const onRemove = jest.fn();
  render(
    <>
      <h2 id="people">People</h2>
      <MemberList
        members={members}
        roles={roles}
        roleLabels={roleLabels}
        keeper="lead"
        keeperNote={KEEPER_NOTE}
        manage={manage}
        labelledBy="people"
        details={(person) => `Joined ${person.id}`}
        onChooseRole={onChooseRole}
        onRemove={onRemove}
      />
    </>,
  );
  return { onChooseRole, onRemove };
}

describe('MemberList', () => {
  it("disables the only keeper's role and Remove, saying why, and lets the others change", async () => {
    const { onChooseRole, onRemove } = renderList([
      member('a', 'Ada', 'lead'),
      member('b', 'Bola', 'helper'),
    ]);
    expect(screen.getByLabelText('Role of Ada')).toBeDisabled();
    expect(screen.getByLabelText('Role of Ada')).toHaveAccessibleDescription(KEEPER_NOTE);
    expect(screen.getByRole('button', { name: 'Remove Ada' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Role of Bola'), 'lead');
    expect(onChooseRole).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }), 'lead');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bola' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
  });

  it('lets either of two keepers be changed', () => {
    renderList([member('a', 'Ada', 'lead'), member('b', 'Bola', 'lead')]);
    expect(screen.getByLabelText('Role of Ada')).toBeEnabled();
    expect(screen.queryByText(KEEPER_NOTE)).not.toBeInTheDocument();
  });

  it('shows the roles read-only to those who may not manage', () => {
    renderList([member('a', 'Ada', 'lead')], false);
    expect(screen.getByRole('list', { name: 'People' })).toHaveTextContent('Lead');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
