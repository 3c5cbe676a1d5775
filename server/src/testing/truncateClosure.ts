/**
 * The tables `truncate <tables> cascade` empties: the tables and, transitively, every table
 * whose foreign key points at one of them. $1: the tables' names (text[]) in the public schema.
 */
export const TRUNCATE_CLOSURE_SQL = `with recursive emptied(oid) as (
       select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = any($1::text[])
       union
       select con.conrelid from pg_constraint con join emptied on con.confrelid = emptied.oid
        where con.contype = 'f'
     )
     select relname as name from pg_class where oid in (select oid from emptied) order by relname`;
