import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fakeApi';
import { renderWithSource } from '../../testing/renderAdmin';
import { AuditExport } from './AuditExport';

describe('exporting the audit log', () => {
  it('downloads the CSV of the chosen period through the authorised route and saves it', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:audit'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { source, calls } = fakeApi(
      () => new Response('at,actor\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    renderWithSource(<AuditExport />, source);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Export the audit log as CSV' });
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-02-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-02-28');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit-2026-02-01-to-2026-02-28.csv']));
    expect(calls.map((call) => call.path)).toEqual(['/admin/audit/export.csv?from=2026-02-01&to=2026-02-28']);
    click.mockRestore();
  });
});
