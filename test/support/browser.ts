// A browser stand-in for the OAuth sign-in pages: keeps cookies, does not follow redirects off the
// origin, posts forms, and signs in through the e-mail link the outbox holds.
import type { Database } from '../../app/db/database.ts';

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1];

export class Browser {
  readonly origin: string;
  readonly cookies = new Map<string, string>();

  constructor(origin: string) {
    this.origin = origin;
  }

  async fetch(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const res = await fetch(new URL(url, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      this.cookies.set(name, value.join('='));
    }
    return res;
  }

  /** Follows redirects on this origin; returns the last response and the first foreign Location. */
  async follow(url: string, init: { form?: Record<string, string> } = {}): Promise<{ res: Response; url: string }> {
    let res = await this.fetch(url, init);
    let current = new URL(url, this.origin).href;
    while (res.status >= 300 && res.status < 400) {
      current = new URL(res.headers.get('location')!, current).href;
      if (!current.startsWith(this.origin)) break;
      res = await this.fetch(current);
    }
    return { res, url: current };
  }

  /** From the sign-in page an authorization request led to: sign in by the e-mail link. */
  async signInThroughEmail(
    db: Database,
    page: { res: Response; url: string },
    email: string,
  ): Promise<{ res: Response; url: string }> {
    const form = await page.res.text();
    const returnTo = /name="return_to" value="([^"]+)"/.exec(form)![1].replaceAll('&amp;', '&');
    await this.fetch('/sign-in', { form: { csrf: csrfOf(form), email, return_to: returnTo } });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0];
    const confirm = await this.fetch(link);
    return this.follow('/sign-in/verify', {
      form: { csrf: csrfOf(await confirm.text()), token: new URL(link).searchParams.get('token')! },
    });
  }

  /**
   * Walks an authorization URL as a user would: signs in when asked, consents, and returns the
   * redirect back to the client (carrying the code).
   */
  async authorize(db: Database, authorizationUrl: string, email: string): Promise<URL> {
    let page = await this.follow(authorizationUrl);
    if (page.url.includes('/sign-in')) page = await this.signInThroughEmail(db, page, email);
    const consent = await page.res.text();
    const uid = new URL(page.url).pathname.split('/').pop();
    const done = await this.follow(`/oauth/interaction/${uid}/confirm`, { form: { csrf: csrfOf(consent) } });
    return new URL(done.url);
  }
}
