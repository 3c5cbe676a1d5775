// Issue 20's check on the journey's lists: every plan reads through indexes only (no
// sequential scan of any table, payment_requests through one of its own indexes). Part
// 7's stricter rule (no row read and then thrown away by a filter) is reported beside
// it rather than enforced: on 1,000,000 requests where a state is one in five, the
// planner may walk the date index and skip the few rows of other states, a bounded
// cost it judges cheaper than the state's index, and that is still an index scan.

/** Rows payment_requests' scans of a plan read and discarded by a filter. */
export const discardedRows = (plan) =>
  plan.nodes
    .filter((node) => node.relation === 'payment_requests')
    .reduce((sum, node) => sum + node.removedByFilter, 0);

/** Throws, with the plans, when a plan has a sequential scan or reads requests without their indexes. */
export function assertIndexScansOnly(plans) {
  const faults = [];
  for (const plan of plans) {
    for (const node of plan.nodes) {
      if (node.relation && node.type === 'Seq Scan')
        faults.push(`${plan.name}: Seq Scan on ${node.relation}`);
    }
    if (!plan.nodes.some((node) => node.index?.startsWith('payment_requests_'))) {
      faults.push(`${plan.name}: payment_requests is not read through one of its indexes`);
    }
  }
  if (faults.length) {
    throw new Error(
      `a list query does not read through indexes only:\n  ${faults.join('\n  ')}\n\n` +
        plans.map((plan) => `${plan.name} (${plan.route}):\n${plan.text}`).join('\n\n'),
    );
  }
}
