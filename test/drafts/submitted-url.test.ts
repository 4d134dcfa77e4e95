// The URL a person submits: what is refused says what and why, and for a site on this machine
// names the setting (CRAWLER_ALLOW_LOOPBACK) and the address it opens.
import { loadConfig } from '../../app/config.ts';
import { checkSubmittedUrl } from '../../app/draft/submitted-url.ts';
import type { ProblemError } from '../../app/http/problem.ts';

const closed = loadConfig({});
const open = loadConfig({ CRAWLER_ALLOW_LOOPBACK: 'true' });

/** The detail of the 400 for /body/url, or the accepted URL. */
function outcome(url: string, config = closed): string {
  try {
    return checkSubmittedUrl(url, config);
  } catch (error) {
    const [field] = (error as ProblemError).errors ?? [];
    expect(field.pointer).toBe('/body/url');
    return field.detail;
  }
}

test('localhost: names the machine, the setting and the address to submit instead', () => {
  expect(outcome('http://localhost:8080/')).toBe(
    'must be a public website: localhost names the machine the service runs on, and the crawler reads only ' +
      'public websites. For a site on this machine, start the service with CRAWLER_ALLOW_LOOPBACK=true and ' +
      'submit http://127.0.0.1:8080/',
  );
  expect(outcome('http://app.localhost/pricing', open)).toBe(
    'must be a public website: app.localhost names the machine the service runs on, and the crawler reads ' +
      'only public websites. CRAWLER_ALLOW_LOOPBACK opens 127.0.0.1 only: submit http://127.0.0.1/pricing instead',
  );
});

test('127.0.0.1 is refused naming the setting, and accepted once it is on', () => {
  expect(outcome('http://127.0.0.1:8080/')).toBe(
    'must be a public website: 127.0.0.1 is a private, loopback, link-local or reserved address. ' +
      'For a site on this machine, start the service with CRAWLER_ALLOW_LOOPBACK=true',
  );
  expect(outcome('http://127.0.0.1:8080/#top', open)).toBe('http://127.0.0.1:8080/');
  expect(outcome('http://[::1]:8080/', open)).toBe(
    'must be a public website: ::1 is a private, loopback, link-local or reserved address. ' +
      'CRAWLER_ALLOW_LOOPBACK opens 127.0.0.1 only: submit http://127.0.0.1:8080/ instead',
  );
});

test('other refusals say what is wrong, without the loopback hint', () => {
  expect(outcome('http://intranet/')).toBe(
    'must be a public website: intranet is a single-label name that only a local network resolves; ' +
      'the crawler reads public websites with a domain name such as example.com',
  );
  expect(outcome('http://10.0.0.1/')).toBe(
    'must be a public website: 10.0.0.1 is a private, loopback, link-local or reserved address',
  );
  expect(outcome('ftp://example.com/')).toBe('must be an http or https URL');
  expect(outcome('https://notepad.example/')).toBe('https://notepad.example/');
});
