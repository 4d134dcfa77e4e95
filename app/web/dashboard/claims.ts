// Claims: take over a listing someone else added. The start form explains each way of proving it
// (claim_listing), each claim shows what to publish and a button to look for it (verify_claim), and
// the list is list_my_claims.
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input, postedFields } from './forms.ts';
import type { Fields } from './forms.ts';
import {
  buttonForm,
  formParser,
  formVisit,
  formatTime,
  noticeOf,
  pageNumber,
  pager,
  postForm,
  sendDashboardPage,
  sendRefusal,
  signedInVisit,
} from './frame.ts';
import type { DashboardDependencies, SignedInSession } from './frame.ts';
import type { CallOperation } from './operations.ts';

type Claim = components['schemas']['Claim'];
type Method = Claim['method'];

const methods: Array<{ method: Method; label: string; how: string }> = [
  {
    method: 'dns',
    label: 'DNS record',
    how: 'Add a TXT record to your domain’s DNS. Best when you manage the domain; records can take a while to show.',
  },
  {
    method: 'meta',
    label: 'Meta tag',
    how: 'Put a meta tag in the head of your homepage. Best when you can edit the site’s HTML.',
  },
  {
    method: 'file',
    label: 'File',
    how: 'Serve a small text file at /.well-known/launchdirectory-verification.txt on your site.',
  },
  {
    method: 'email',
    label: 'E-mail',
    how:
      'We send a link to an address at the listing’s domain (for example you@yourdomain.com); ' +
      'opening it and confirming proves it.',
  },
];

const claimStatusWords: Record<Claim['status'], string> = {
  pending: 'Waiting for the proof',
  verified: 'Verified: the listing is yours',
  failed: 'Failed: start a new claim',
  expired: 'Expired: start a new claim',
};

/** What to publish for a claim, from the structured instructions of its method. */
function instructionsOf(claim: Claim): string {
  const { dns, meta, file, email } = claim.instructions;
  if (dns)
    return `<p>Add this TXT record to your domain’s DNS, then press “Verify”:</p>
<dl><dt>Type</dt><dd><code>TXT</code></dd><dt>Name</dt><dd><code>${escapeHtml(dns.name)}</code></dd>
<dt>Value</dt><dd><code>${escapeHtml(dns.value)}</code></dd></dl>`;
  if (meta)
    return `<p>Put this tag in the <code>&lt;head&gt;</code> of your homepage, then press “Verify”:</p>
<pre><code>${escapeHtml(meta.html)}</code></pre>`;
  if (file)
    return `<p>Serve a file at <code>${escapeHtml(file.url)}</code> whose whole content is the line below, then press
“Verify”:</p>
<pre><code>${escapeHtml(file.content)}</code></pre>`;
  if (email)
    return `<p>We sent a link to <strong>${escapeHtml(email.address)}</strong>. Open it and press “Confirm the
claim”.</p>`;
  return `<p>${escapeHtml(claim.instructions.summary)}</p>`;
}

function claimCard(session: SignedInSession, claim: Claim): string {
  const pending = claim.status === 'pending';
  // E-mail claims are proven by opening the mailed link, not by a check.
  const verify =
    pending && claim.method !== 'email'
      ? buttonForm(session, `/dashboard/claims/${claim.id}/verify#claim-${claim.id}`, 'Verify')
      : '';
  return `<article class="claim" id="claim-${claim.id}" aria-labelledby="claim-${claim.id}-heading">
<h3 id="claim-${claim.id}-heading"><a href="/listings/${escapeHtml(claim.slug)}">${escapeHtml(claim.slug)}</a>, by
${escapeHtml(methods.find((m) => m.method === claim.method)?.label.toLowerCase() ?? claim.method)}</h3>
<p><strong>${escapeHtml(claimStatusWords[claim.status])}</strong>. Started ${formatTime(claim.created_at)}${
    pending ? `; open until ${formatTime(claim.expires_at)}` : ''
  }${claim.verified_at ? `; verified ${formatTime(claim.verified_at)}` : ''}.</p>
${pending ? instructionsOf(claim) : ''}
${claim.detail && pending ? `<p>Last check ${formatTime(claim.checked_at)}: ${escapeHtml(claim.detail)}</p>` : ''}
${verify}
${claim.status === 'verified' ? '<p>Find it among <a href="/dashboard/listings">your listings</a>.</p>' : ''}
</article>`;
}

/** Claims in short, for the overview: listing, method, status. */
export function claimRows(claims: Claim[]): string {
  if (!claims.length) return '<p>No claims. Found your product listed by someone else? Claim it.</p>';
  return `<table><caption class="visually-hidden">Claims</caption>
<thead><tr><th scope="col">Listing</th><th scope="col">Method</th><th scope="col">Status</th></tr></thead>
<tbody>${claims
    .map(
      (claim) =>
        `<tr><td><a href="/dashboard/claims#claim-${claim.id}">${escapeHtml(claim.slug)}</a></td>
<td>${escapeHtml(claim.method)}</td><td>${escapeHtml(claimStatusWords[claim.status])}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

function startForm(
  session: SignedInSession,
  values: { slug: string; method: string; email: string },
  errors: FormErrors,
) {
  const methodError = errors.at('/body/method', 'claim-method-dns', 'How you prove it is yours');
  const choices = methods
    .map(
      ({ method, label, how }) =>
        `<label><input type="radio" name="method" value="${method}" id="claim-method-${method}"${
          values.method === method ? ' checked' : ''
        } required> <strong>${escapeHtml(label)}</strong>: ${escapeHtml(how)}</label>`,
    )
    .join('\n');
  const slug = input({
    name: 'slug',
    label: 'The listing',
    value: values.slug,
    pointer: '/body/slug',
    errors,
    required: true,
    hint: 'Its address on this directory ends in /listings/<this part>.',
  });
  const email = input({
    name: 'email',
    label: 'Your address at the listing’s domain (e-mail method only)',
    value: values.email,
    pointer: '/body/email',
    errors,
    type: 'email',
  });
  return postForm(
    session,
    '/dashboard/claims#start',
    `${slug}
<fieldset${methodError ? ' aria-describedby="claim-method-error"' : ''}><legend>How you prove it is yours</legend>
${choices}
${methodError ? `<p class="field-error" id="claim-method-error">${escapeHtml(methodError)}</p>` : ''}</fieldset>
${email}
<button type="submit">Start the claim</button>`,
  );
}

export function claimPages(router: Router, deps: DashboardDependencies): void {
  router.get('/dashboard/claims', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (visit) await sendClaims(req, res, visit.session, visit.call);
  });

  router.post('/dashboard/claims', formParser, async (req, res) => {
    const visit = await formVisit(deps, req, res, '/dashboard/claims');
    if (!visit) return;
    const fields = postedFields(req);
    const email = fieldText(fields, 'email').trim();
    const outcome = await visit.call('claim_listing', {
      body: {
        slug: fieldText(fields, 'slug').trim(),
        method: fieldText(fields, 'method'),
        ...(email ? { email } : {}),
      },
    });
    if (!outcome.ok) return sendClaims(req, res, visit.session, visit.call, { fields, problem: outcome.problem });
    res.redirect(303, `/dashboard/claims?done=claimed#claim-${outcome.body.id}`);
  });

  router.post('/dashboard/claims/:id/verify', formParser, async (req, res) => {
    const visit = await formVisit(deps, req, res, '/dashboard/claims');
    if (!visit) return;
    const outcome = await visit.call('verify_claim', { path: { claim_id: String(req.params.id) } });
    if (!outcome.ok) return sendRefusal(req, res, visit.session, outcome.problem);
    res.redirect(303, `/dashboard/claims?done=verified#claim-${outcome.body.id}`);
  });
}

async function sendClaims(
  req: Request,
  res: Response,
  session: SignedInSession,
  call: CallOperation,
  refused?: { fields: Fields; problem: ProblemBody },
) {
  const page = pageNumber(req);
  const outcome = await call('list_my_claims', { query: { page } });
  if (!outcome.ok) return sendRefusal(req, res, session, outcome.problem);
  const errors = new FormErrors(refused?.problem);
  const values = refused
    ? {
        slug: fieldText(refused.fields, 'slug'),
        method: fieldText(refused.fields, 'method'),
        email: fieldText(refused.fields, 'email'),
      }
    : { slug: typeof req.query.slug === 'string' ? req.query.slug : '', method: '', email: '' };
  const form = startForm(session, values, errors);
  const claims = outcome.body.items;
  sendDashboardPage(req, res, session, {
    title: 'Claims',
    status: refused?.problem.status,
    body: `${noticeOf(req)}
<section id="start" aria-labelledby="start-heading"><h2 id="start-heading">Claim a listing</h2>
<p>Someone else added your product? Prove the website is yours and the listing becomes yours: you can edit it, and it
earns the <em>Verified</em> badge.</p>
${errors.summary()}${form}</section>
<section id="claims" aria-labelledby="claims-heading"><h2 id="claims-heading">Your claims</h2>
${claims.length ? claims.map((claim) => claimCard(session, claim)).join('\n') : '<p>No claims yet.</p>'}
${pager('/dashboard/claims', page, outcome.body.has_more)}</section>`,
  });
}
