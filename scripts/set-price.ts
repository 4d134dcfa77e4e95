// make set-price PRODUCT=launch CENTS=5900: the admin sets a product's price (USD cents, excluding
// VAT). The change and its history row are written together; list_products shows it at once.
import { loadConfig } from '../app/config.ts';
import { now } from '../app/clock.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { activeProducts, priceHistory, setPrice } from '../db/queries/products.ts';

const code = process.env.PRODUCT?.trim() ?? '';
const cents = Number(process.env.CENTS);
if (!code || !/^\d+$/.test(process.env.CENTS?.trim() ?? '') || !Number.isSafeInteger(cents) || cents > 100_000_000) {
  console.error(
    'Usage: make set-price PRODUCT=<code from list_products> CENTS=<USD cents excluding VAT, 0..100000000>',
  );
  process.exit(2);
}

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  const changed = await db.transaction().execute((trx) => setPrice(trx, code, cents, 'make set-price', now()));
  if (!changed) {
    const codes = (await activeProducts(db)).map((product) => product.code);
    console.error(`No product "${code}". Products: ${codes.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`${code} now costs ${cents} USD cents (excluding VAT). History, newest first:`);
    for (const row of await priceHistory(db, code)) {
      console.log(`  ${row.set_at.toISOString()}  ${row.price_cents}  (${row.set_by})`);
    }
  }
} finally {
  await close();
}
