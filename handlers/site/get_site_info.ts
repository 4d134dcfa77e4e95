// get_site_info: name, purpose, public URLs and live counts, the first call for a new client.
import type { Handler } from '../../app/http/handler.ts';
import { countCategories } from '../../db/queries/categories.ts';
import { countLiveListings } from '../../db/queries/listings.ts';
import { readSetting } from '../../db/queries/settings.ts';

export const handler: Handler<'get_site_info'> = async (_input, { db, config }) => {
  const [site, liveListings, categories] = await Promise.all([
    readSetting<{ name: string; description: string }>(db, 'site'),
    countLiveListings(db),
    countCategories(db),
  ]);
  const base = config.publicUrl;
  return {
    status: 200,
    body: {
      name: site?.name ?? 'Launch Directory',
      description: site?.description ?? 'A directory of products with a weekly launch calendar.',
      urls: {
        website: base,
        api_base: `${base}/v1`,
        api_docs: `${base}/docs`,
        openapi_json: `${base}/v1/openapi.json`,
        openapi_yaml: `${base}/v1/openapi.yaml`,
        mcp: `${base}/mcp`,
      },
      counts: { live_listings: liveListings, categories },
    },
  };
};
