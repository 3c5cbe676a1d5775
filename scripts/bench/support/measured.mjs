// What a part measured so far, kept as it goes, so that a part that fails (a server that
// would not start, a deadline) still prints the figures it had (issue 34). A part calls
// `measured(what, figures)` after each step; bench.mjs prints the lot as a table when
// the part fails.

/** @returns {{ measured: (what: string, figures: Record<string, unknown>) => void, table: (title: string) => import('./table.mjs').Table | null }} */
export function measuredSoFar() {
  /** @type {[string, string][]} */
  const rows = [];
  const show = (value) => String(Math.round(value * 100) / 100);
  return {
    // Only the numbers of an object (a run's rps, p50, p99…): the figures themselves.
    measured: (what, figures) => {
      for (const [name, value] of Object.entries(figures ?? {})) {
        if (typeof value === 'number' && Number.isFinite(value)) rows.push([`${what}: ${name}`, show(value)]);
      }
    },
    table: (title) => (rows.length ? { title, columns: ['Measured', 'Figure'], rows } : null),
  };
}
