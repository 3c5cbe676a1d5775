import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { gradientContrastFailures } from './gradientContrast';

/** The impacts issue 6 holds the portal to: none of these may be found. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** A rule as axe-core declares it: every result it reports carries the rule's impact. */
interface RuleDeclaration {
  id: string;
  enabled: boolean;
  impact?: string;
  tags: string[];
}

/**
 * The rules a default axe run applies (enabled, not experimental) that can report a
 * serious or critical violation, read from axe-core's own declarations: axe gives
 * each finding its rule's impact, so the minor and moderate rules (landmarks, heading
 * order, …) can never fail this check and are not run. Fails loudly if axe-core stops
 * declaring its rules this way, rather than scanning with nothing.
 */
const BLOCKING_RULES = (() => {
  const declared = (axe as unknown as { _audit?: { rules?: RuleDeclaration[] } })._audit?.rules ?? [];
  const ids = declared
    .filter((rule) => rule.enabled && !rule.tags.includes('experimental'))
    .filter((rule) => BLOCKING_IMPACTS.has(rule.impact ?? ''))
    .map((rule) => rule.id);
  if (ids.length < 40 || !ids.includes('color-contrast')) {
    throw new Error(`axe-core declared ${ids.length} serious or critical rules; its rule list was not read`);
  }
  return ids;
})();

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
  const { violations, incomplete } = await new AxeBuilder({ page })
    .withRules(BLOCKING_RULES)
    // Passes and inapplicable rules are not read: axe then keeps one node of each, not all.
    .options({ resultTypes: ['violations', 'incomplete'] })
    // Runs and gathers in the page itself: the default opens, fills and closes a blank tab
    // for every scan to merge cross-origin frames, which the portal has none of (its only
    // frame, the document viewer's, is same-origin and still scanned). Half a scan's time.
    .setLegacyMode(true)
    .analyze();
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
