// list_products: everything purchasable, with the admin's current prices from the database.
import type { Handler } from '../../app/http/handler.ts';
import { activeProducts } from '../../db/queries/products.ts';

export const handler: Handler<'list_products'> = async (_input, { db }) => {
  const products = await activeProducts(db);
  return {
    status: 200,
    body: {
      items: products.map((product) => ({
        code: product.code,
        name: product.name,
        description: product.description,
        price_cents: product.price_cents,
        currency: 'USD' as const,
        vat_included: false as const,
        needs_listing: product.needs_listing,
        minimum_cents: product.minimum_cents,
        weeks: product.weeks,
        options: product.options,
        delivered_by: product.delivered_by,
      })),
    },
  };
};
