// The ceiling for get_listing: a bare node:http server that runs, through pg alone, the same SQL
// statements the real handler runs (captured from it by bench.ts) and writes their rows as JSON.
// No framework, validation, logging or response mapping: what is left is HTTP, pg and PostgreSQL.
// Usage: node scripts/bench/bare-server.ts <port> <database-url> <statements.json>
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
}

export interface CapturedRequest {
  slug: string;
  id: number;
  /** Statements that need only the slug, then those that need the listing's id (run together). */
  waves: CapturedStatement[][];
}

const [portArgument, databaseUrl, statementsFile] = process.argv.slice(2);
const captured = JSON.parse(readFileSync(statementsFile, 'utf8')) as CapturedRequest;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const ids = new Map<string, number>();
for (const row of (await pool.query<{ slug: string; id: string }>('select slug, id from listings')).rows)
  ids.set(row.slug, Number(row.id));

/** The captured parameters with the captured listing's slug and id swapped for this request's. */
const bind = (parameters: unknown[], slug: string, id: number) =>
  parameters.map((value) =>
    value === captured.slug ? slug : value === captured.id || value === String(captured.id) ? id : value,
  );

const slugPath = /^\/v1\/listings\/([a-z0-9][a-z0-9-]{0,219})$/;

async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const slug = slugPath.exec(req.url ?? '')?.[1];
  const id = slug === undefined ? undefined : ids.get(slug);
  if (req.method !== 'GET' || slug === undefined || id === undefined) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":404}');
    return;
  }
  try {
    const results: unknown[] = [];
    for (const wave of captured.waves) {
      const replies = await Promise.all(
        wave.map((statement) =>
          pool.query<Record<string, unknown>>(statement.sql, bind(statement.parameters, slug, id)),
        ),
      );
      results.push(...replies.map((reply) => reply.rows));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(results));
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: (error as Error).message }));
  }
}

// answer() replies 500 itself; this catches only a failure to reply (e.g. headers already sent).
const server = http.createServer((req, res) => {
  answer(req, res).catch((error: unknown) => {
    console.error(error);
    res.destroy();
  });
});
server.listen(Number(portArgument), '127.0.0.1', () => console.log('listening'));
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
