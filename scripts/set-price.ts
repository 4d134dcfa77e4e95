// make set-price PRODUCT=launch CENTS=5900: the admin sets a product's price (USD cents, excluding
// VAT). The change and its history row are written together (the same code path as the site team's
// /site-team/prices page); list_products shows it at once.
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { changePrice, maxPriceCents, parsePriceCents } from '../app/orders/prices.ts';
import { activeProducts, priceHistory } from '../db/queries/products.ts';

const code = process.env.PRODUCT?.trim() ?? '';
const cents = parsePriceCents(process.env.CENTS);
if (!code || cents === undefined) {
  console.error(
    `Usage: make set-price PRODUCT=<code from list_products> CENTS=<USD cents excluding VAT, 0..${maxPriceCents}>`,
  );
  process.exit(2);
}

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  if (!(await changePrice(db, code, cents, 'make set-price'))) {
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
