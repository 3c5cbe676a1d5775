import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { escapeLiteral, type Pool } from 'pg';
import type { Database, Db } from '../plugins/database';

/** A statement as the code sent it: its SQL with $1…$n and the values. */
export interface SentQuery {
  sql: string;
  params: unknown[];
}

/**
 * A query builder on the same connection(s) as `database` that also records every
 * statement it sends: code under test is given it in place of the app's, and the test
 * then asks what that code asked the database (how many queries, which plans).
 */
export function recordingDb(database: Database): { db: Db; sent: SentQuery[] } {
  const sent: SentQuery[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void sent.push({ sql: query, params }) };
  const client: unknown = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, logger })
      : drizzlePostgres({ client: client as Pool, logger });
  return { db, sent };
}

/**
 * One node of a plan: its type, the table and index it reads, if any, and the planner's
 * estimates (rows it expects, total cost), which say what the plan was made knowing.
 */
export interface PlanNode {
  type: string;
  relation?: string;
  index?: string;
  estimatedRows: number;
  totalCost: number;
}

interface JsonPlan {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Total Cost': number;
  Plans?: JsonPlan[];
}

const flatten = (node: JsonPlan): PlanNode[] => [
  {
    type: node['Node Type'],
    ...(node['Relation Name'] ? { relation: node['Relation Name'] } : {}),
    ...(node['Index Name'] ? { index: node['Index Name'] } : {}),
    estimatedRows: node['Plan Rows'],
    totalCost: node['Total Cost'],
  },
  ...(node.Plans ?? []).flatMap(flatten),
];

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string') return escapeLiteral(value);
  throw new TypeError(`no literal for a parameter of type ${typeof value}`);
};

/** Numbers the statements plansOf prepares. */
let prepared = 0;

/**
 * The plans PostgreSQL makes for a sent statement, as a server's connection runs it: a
 * named statement is planned with its values for the first calls (custom) and may then
 * keep a plan made without them (generic). Both, by PREPARE and EXPLAIN EXECUTE in one
 * transaction (one connection), every node depth first. Each call prepares a statement of
 * its own name, so one left behind by a failed call is never in the way.
 */
export async function plansOf(
  db: Db,
  query: SentQuery,
): Promise<{ custom: PlanNode[]; generic: PlanNode[] }> {
  prepared += 1;
  const name = `plan_under_test_${prepared}`;
  const args = query.params.length ? `(${query.params.map(literal).join(', ')})` : '';
  const explain = async (tx: Pick<Db, 'execute'>): Promise<PlanNode[]> => {
    const { rows } = (await tx.execute(sql.raw(`explain (format json) execute ${name}${args}`))) as {
      rows: Record<string, unknown>[];
    };
    const value = rows[0]?.['QUERY PLAN'];
    const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: JsonPlan }[];
    if (!plan) throw new Error(`no plan for ${query.sql}`);
    return flatten(plan.Plan);
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare ${name} as ${query.sql}`));
    await tx.execute(sql.raw('set local plan_cache_mode = force_custom_plan'));
    const custom = await explain(tx);
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    const generic = await explain(tx);
    await tx.execute(sql.raw(`deallocate ${name}`));
    return { custom, generic };
  });
}

/** The nodes of a plan that read every row of `table`. */
export const sequentialScansOf = (nodes: PlanNode[], table: string): PlanNode[] =>
  nodes.filter((node) => node.type === 'Seq Scan' && node.relation === table);
