// The site team's page of recent listing edits: before and after of each change, escaped; only
// for the addresses in SITE_TEAM_EMAILS (403 for anyone else signed in, sign-in first otherwise).
import request from 'supertest';
import { listingCreated } from '../../app/listings/states.ts';
import { addOwners, insertListing } from '../../db/queries/listing-content.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser } from '../support/browser.ts';

let testApp: ServedTestApp;
let owner: SignedIn;
let listingId: number;

beforeAll(async () => {
  testApp = await serveTestApp({ siteTeamEmails: ['team@launch.example'] });
  const db = testApp.database.db;
  owner = await signedIn(db);
  listingId = await db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, { slug: 'edited', name: 'Edited', url: 'https://edited.test/' });
    await listingCreated(trx, id, { kind: 'account', accountId: owner.accountId });
    await addOwners(trx, id, [{ accountId: owner.accountId, role: 'owner' }]);
    return id;
  });
});
afterAll(() => testApp.close());

test('the site team page lists recent edits with before and after; 403 for anyone else', async () => {
  await request(testApp.server)
    .patch(`/v1/me/listings/${listingId}`)
    .set('Authorization', owner.authorization)
    .send({ fields: { tagline: 'Notes <b>that</b> sync' } })
    .expect(200);
  const team = new Browser(testApp.origin);
  const teamPage = await team.signInThroughEmail(
    testApp.database.db,
    await team.follow(`${testApp.origin}/site-team/edits`),
    'team@launch.example',
  );
  expect(teamPage.res.status).toBe(200);
  const html = await teamPage.res.text();
  expect(html).toContain('update_my_listing');
  expect(html).toContain('Notes &lt;b&gt;that&lt;/b&gt; sync');
  expect(html).toContain(`account:${owner.accountId}`);

  const other = new Browser(testApp.origin);
  const refused = await other.signInThroughEmail(
    testApp.database.db,
    await other.follow(`${testApp.origin}/site-team/edits`),
    owner.email,
  );
  expect(refused.res.status).toBe(403);
  expect((await fetch(`${testApp.origin}/site-team/edits`, { redirect: 'manual' })).status).toBe(303);
});
