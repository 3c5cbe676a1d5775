// The reference for GET /api/auth/me: the least a server can do for it. Fastify with
// no plugins and no logging, a jose HS256 verify, one lookup of the user by primary
// key on the same database, and the user as JSON. Run as its own process:
//   PORT=… JWT_SECRET_FILE=… (DATABASE_URL=… | PGLITE_DIR=…) node bare-handler.mjs
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { readFileSync } from 'node:fs';

const key = new TextEncoder().encode(readFileSync(process.env.JWT_SECRET_FILE, 'utf8').trim());
const LOOKUP = 'select id, name, email, role, approved from users where id = $1';

async function openLookup() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The server's pool size (server/src/features/database/database.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (id) => (await pool.query(LOOKUP, [id])).rows[0];
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(process.env.PGLITE_DIR);
  await client.waitReady;
  return async (id) => (await client.query(LOOKUP, [id])).rows[0];
}

const lookup = await openLookup();
const app = Fastify({ logger: false });
app.get('/me', async (request, reply) => {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ success: false });
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'vendorbridge',
      audience: 'vendorbridge-api',
    });
    const user = await lookup(payload.sub);
    if (!user) return reply.code(401).send({ success: false });
    return { success: true, data: { user } };
  } catch {
    return reply.code(401).send({ success: false });
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
