import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import type { AuditRecordEntry } from '@portal/contracts/securitySchemas';
import { fakeServer, ok, refused } from '../../testing/fakeSecurityServer';
import { AuditLog } from './AuditLog';
import { WithQueryClient } from '../../testing/queryClient';

const entry = (
  id: string,
  action: string,
  summary: string,
  actor: string | null = 'admin@vb.test',
): AuditRecordEntry => ({
  id,
  occurredAt: '2026-11-23T10:00:00.000Z',
  actor,
  action,
  summary,
  subjectType: 'user',
  subjectId: 'u1',
  reason: null,
  before: null,
  after: null,
});

async function renderLog() {
  sessionStore.login(
    { id: 'a1', name: 'Admin', email: 'admin@vb.test', role: 'admin', approved: true },
    't1',
  );
  const user = userEvent.setup();
  render(<AuditLog />, { wrapper: WithQueryClient });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return user;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Audit entries' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:nth-child(2)')?.textContent);

afterEach(() => {
  cleanup();
  act(() => sessionStore.logout());
});

describe('the audit log', () => {
  it('lists the newest entries with time, actor, action and summary', async () => {
    fakeServer({
      'GET /admin/audit?limit=50': [
        [
          200,
          ok({
            entries: [
              { ...entry('2', 'auth.sign-in', 'Signed in'), actorName: 'Ada Obi' },
              entry('1', 'system.sweep', 'Swept', null),
            ],
            nextCursor: null,
          }),
        ],
      ],
    });
    await renderLog();
    const items = within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('auth.sign-in');
    expect(items[0]).toHaveTextContent('Signed in');
    // The person as staff screens show one: the name, then the e-mail on its own line.
    expect(items[0]).toHaveTextContent('By Ada Obi admin@vb.test');
    expect(within(items[0]!).getByText('admin@vb.test')).toHaveClass('person-email');
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z');
    expect(items[1]).toHaveTextContent('By the system');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries after the newest with Load more', async () => {
    const calls = fakeServer({
      'GET /admin/audit?limit=50': [
        [200, ok({ entries: [entry('2', 'auth.sign-in', 'Newer')], nextCursor: '2' })],
      ],
      'GET /admin/audit?cursor=2&limit=50': [
        [200, ok({ entries: [entry('1', 'auth.sign-in', 'Older')], nextCursor: null })],
      ],
    });
    const user = await renderLog();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(rows()).toEqual(['Newer', 'Older']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/audit?limit=50',
      '/admin/audit?cursor=2&limit=50',
    ]);
  });

  it('keeps what is shown and offers Load more again when an older page fails', async () => {
    fakeServer({
      'GET /admin/audit?limit=50': [
        [200, ok({ entries: [entry('2', 'auth.sign-in', 'Newer')], nextCursor: '2' })],
      ],
      'GET /admin/audit?cursor=2&limit=50': [[503, refused('Unavailable')]],
    });
    const user = await renderLog();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('More entries could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(rows()).toEqual(['Newer']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('filters by kind of action at once and by actor on Search, and says when nothing matches', async () => {
    const calls = fakeServer({
      'GET /admin/audit?limit=50': [
        [200, ok({ entries: [entry('2', 'auth.sign-in', 'Signed in')], nextCursor: null })],
      ],
      'GET /admin/audit?action=payment.&limit=50': [
        [200, ok({ entries: [entry('3', 'payment.approve', 'Approved')], nextCursor: null })],
      ],
      'GET /admin/audit?action=payment.&actor=ada%40vb.test&limit=50': [
        [200, ok({ entries: [], nextCursor: null })],
      ],
    });
    const user = await renderLog();
    await user.selectOptions(screen.getByLabelText('Action'), 'Payments');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Actor email'), ' ada@vb.test ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/audit?limit=50',
      '/admin/audit?action=payment.&limit=50',
      '/admin/audit?action=payment.&actor=ada%40vb.test&limit=50',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByLabelText('Actor email')).toHaveValue('');
  });

  it('says when the record could not be read, and reads it again on Retry', async () => {
    fakeServer({
      'GET /admin/audit?limit=50': [
        [
          403,
          refused('Set up two-factor sign-in before using the admin area.', {
            code: 'TWO_FACTOR_SETUP_REQUIRED',
          }),
        ],
        [200, ok({ entries: [], nextCursor: null })],
      ],
    });
    const user = await renderLog();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Set up two-factor sign-in before using the admin area.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  });
});
