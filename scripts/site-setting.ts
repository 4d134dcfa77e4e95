// make site-setting KEY=free_queue_weeks VALUE='{"min": 6, "max": 8}': shows a site setting, or sets
// it when VALUE is given (JSON). The site admin's way to change the free queue, the launch week
// capacity and the badge grace period until an admin page exists.
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { readSetting, writeSetting } from '../db/queries/settings.ts';

const key = process.env.KEY?.trim();
if (!key) {
  console.error(`Usage: make site-setting KEY=free_queue_weeks [VALUE='{"min": 6, "max": 8}']`);
  process.exit(2);
}
const raw = process.env.VALUE?.trim();
let value: unknown;
if (raw) {
  try {
    value = JSON.parse(raw);
  } catch {
    console.error(`VALUE is not JSON: write it like '{"min": 6, "max": 8}'.`);
    process.exit(2);
  }
}

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  if (raw) await writeSetting(db, key, value);
  console.log(`${key} = ${JSON.stringify((await readSetting(db, key)) ?? null)}`);
} finally {
  await close();
}
