import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { gradientContrastFailures } from './gradientContrast';

/** The impacts issue 6 holds the portal to: none of these may be found. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One violation as a person reads it: what is wrong, where, and how axe suggests fixing it. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' ');
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
    return `    - ${target}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
  });
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

/**
 * Runs axe-core on the whole page as it stands (open dialogs included) and returns
 * its serious and critical violations, each described readably; empty when clean.
 * Text on a gradient, which axe-core leaves for a person to review, is measured
 * here as well (a contrast failure is serious).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).analyze();
  return [
    ...violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')).map(describeViolation),
    ...(await gradientContrastFailures(page, incomplete)),
  ];
}

/**
 * Fails when axe-core finds a serious or critical violation on the page, listing
 * every one with its elements. `where` names the page and state in the message.
 */
export async function assertNoSeriousViolations(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  assert.ok(
    found.length === 0,
    `${found.length} serious or critical accessibility violation(s) on ${where}:\n${found.join('\n')}`,
  );
}
