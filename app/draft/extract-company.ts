// Where the company is and when it was founded: from structured data (JSON-LD foundingDate and
// address, microdata), addresses, and sentences about the company ("based in Lisbon, Portugal",
// "We founded Mintledger in 2019"). Dates that are not the founding (a release, a redesign, "©
// 2024", "customers since 2020") and places that are not the company's (where data is stored, a
// customer's town) are not values.
import { elementText } from '../crawl/page-text.ts';
import type { DraftedValue } from './fields.ts';
import { cityCountry, cityNames, countryCode, countryNames } from './places.ts';
import type { ReadPage } from './reading.ts';
import { blogPages, oneLine, sentences, str } from './site.ts';
import type { Site } from './site.ts';
import { comparable, mentions } from './terms.ts';

const companyPages = new RegExp(
  String.raw`about|company|story|team|contact|imprint|impressum|legal|who|us\b` +
    String.raw`|(ue|ü|u)ber[- ]uns|propos|nosotros|chi-siamo|over-ons|sobre`,
);
const organisations = ['Organization', 'Corporation', 'LocalBusiness', 'Brand', 'OnlineBusiness', 'NGO'];
const foundingVerb = new RegExp(
  String.raw`\b(?:co-?founded|founded|established|started|began|incorporated|set up|created` +
    String.raw`|fond[ée]e?s?|fundad[oa]s?|fondat[oa]|opgericht|gegr[üu]ndet|(?:est|sont) n[ée]e?s?)(?![\p{L}])` +
    String.raw`[^.!?]{0,80}?\b((?:18|19|20)\d{2})\b`,
  'iu',
);
/** German and Dutch put the year before the verb: "Belegwerk wurde 2019 in Hamburg gegründet". */
const yearThenVerb = /\b((?:18|19|20)\d{2})\b[^.!?]{0,80}?\b(?:gegr[üu]ndet|opgericht)(?![\p{L}])/iu;
const foundingLabel = /\b(?:est\.?|established|founded|since)\s+((?:18|19|20)\d{2})\b/i;
/** A timeline or fact line: "2019 — Company founded", "2016: Founded in Aarhus". */
const yearThenFounded = /^((?:18|19|20)\d{2})\s*[-–—:·|]?\s*(?:\S+\s+){0,2}(?:founded|established)\b/i;
const longStanding = /\b(in business|around|serving|operating|trading|family[- ]run)\b/i;
const aboutUs = /\b(we|our|us|i|the company|the business|the team|wir|unser\w*|nous|notre|nosotros|noi|wij|ons)\b/i;
const placeCue = new RegExp(
  String.raw`\b(based|headquartered|located|hq|offices?|made|built|work(?:ing)? from|live|lives|registered|founded` +
    String.raw`|started|company|team|studio|startup|business` +
    // The same cues in German, French, Spanish, Italian, Dutch and Portuguese.
    String.raw`|gegründet|gemacht|ansässig|sitz|bas[ée]e?|situ[ée]e?|install[ée]e?|fond[ée]e?|n[ée]e` +
    String.raw`|entreprise|[ée]quipe` +
    String.raw`|fundad[oa]|hech[oa]|hecho en|con sede|ubicad[oa]|empresa|equipo|sediad[oa]|feito|fatto|sede` +
    String.raw`|gevestigd|opgericht|gemaakt)(?![\p{L}])`,
  'iu',
);
const notOurPlace = new RegExp(
  String.raw`\b(stored|hosted|servers?|data cent(?:er|re)s?|regions?|probes?|customers?|clients?|users?` +
    String.raw`|gespeichert|rechenzentr\p{L}*|server\p{L}*|kund\p{L}*|h[ée]berg\p{L}*|donn[ée]es|serveurs?` +
    String.raw`|datos|dados|servidores|alojad\p{L}*|hospedad\p{L}*|clientes?|utilisateurs?|usuarios)(?![\p{L}])`,
  'iu',
);

/** Lines of non-blog pages, company pages first, without testimonials. */
function proseLines(site: Site): Array<{ line: string; page: ReadPage }> {
  const pages = site.pagesLike(companyPages).filter((page) => page === site.home || !blogPages.test(page.path));
  return pages.flatMap((page) => {
    const quoted = new Set(
      Array.from(
        page.document.querySelectorAll('blockquote, q, cite, [class*="testimonial" i], [class*="quote" i]'),
      ).flatMap((element) => elementText(element).split('\n').map(oneLine)),
    );
    return page.lines.filter((line) => !quoted.has(line)).map((line) => ({ line, page }));
  });
}

export function draftFoundedYear(site: Site, productName: string | undefined): DraftedValue | undefined {
  for (const { node, page } of site.ofType(...organisations)) {
    const year = str(node.foundingDate)?.slice(0, 4);
    if (!year || !/^\d{4}$/.test(year)) continue;
    const quote = site.statement(new RegExp(`foundingDate: ${year}`), [page]);
    if (quote) return { value: Number(year), evidence: [quote] };
  }
  const microdata = site.statement(/ foundingDate: ((?:18|19|20)\d{2})/);
  if (microdata) return { value: Number(/foundingDate: (\d{4})/.exec(microdata.quote)![1]), evidence: [microdata] };

  const product = productName ? comparable(productName) : undefined;
  for (const { line, page } of proseLines(site)) {
    for (const sentence of sentences(line)) {
      const aboutThem = aboutUs.test(sentence) || (product !== undefined && mentions(comparable(sentence), product));
      const verb = foundingVerb.exec(sentence) ?? yearThenVerb.exec(sentence);
      const label = foundingLabel.exec(sentence) ?? (sentence.length <= 80 ? yearThenFounded.exec(sentence) : null);
      // "We founded X in 2019" must be about the company; "Est. 2019" says so itself, "since" only with
      // words like "in business since".
      const match =
        verb && aboutThem ? verb : label && (!/since/i.test(label[0]) || longStanding.test(sentence)) ? label : null;
      if (!match) continue;
      const quote = site.quote(sentence, [page], true);
      if (quote) return { value: Number(match[1]), evidence: [quote] };
    }
  }
  return undefined;
}

interface Place {
  city?: string;
  country?: string;
  quote: string;
  page: ReadPage;
}

/** Country names written with a capital in `text`, as codes. */
function countriesIn(text: string): Array<{ code: string; name: string; at: number }> {
  const found: Array<{ code: string; name: string; at: number }> = [];
  for (const [code, names] of countryNames) {
    for (const name of names) {
      const at = text.indexOf(name);
      if (at >= 0 && mentions(comparable(text), comparable(name))) found.push({ code, name, at });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

function citiesIn(text: string): string[] {
  const lower = comparable(text);
  return [...cityCountry.keys()].filter((city) => mentions(lower, city));
}

/** "in Lisbon, Portugal": the capitalised words right before ", <country>". */
function cityBefore(text: string, countryAt: number): string | undefined {
  const before = text.slice(0, countryAt).replace(/,?\s*(the\s*)?$/i, '');
  const match = /(?:^|\s)((?:[\p{Lu}][\p{Ll}\p{M}'’-]+)(?:\s[\p{Lu}][\p{Ll}\p{M}'’-]+){0,2})$/u.exec(before);
  const city = match?.[1];
  return city && !countriesIn(city).length ? city : undefined;
}

function placeIn(text: string, page: ReadPage): Place | undefined {
  const [country] = countriesIn(text);
  const known = citiesIn(text);
  const city =
    (country ? cityBefore(text, country.at) : undefined) ?? (known.length ? cityNames.get(known[0]) : undefined);
  const code = country?.code ?? (known.length ? cityCountry.get(known[0]) : undefined);
  return code || city ? { city, country: code, quote: text, page } : undefined;
}

function structuredPlace(site: Site): Place | undefined {
  for (const { node, page } of site.jsonLd) {
    const address = [node.address].flat()[0];
    if (!address || typeof address !== 'object') continue;
    const fields = address as Record<string, unknown>;
    const city = str(fields.addressLocality);
    const countryValue = fields.addressCountry;
    const countryText = str(countryValue) ?? str((countryValue as Record<string, unknown> | undefined)?.name);
    const country =
      (countryText && countryCode(countryText)) ?? (city ? cityCountry.get(city.toLowerCase()) : undefined);
    const quote = site.statement(/\baddress(Locality|Country)?: /, [page]);
    if ((city || country) && quote) return { city, country, quote: quote.quote, page };
  }
  const locality = site.statement(/ addressLocality: /);
  const countryLine = site.statement(/ addressCountry: /);
  if (locality || countryLine) {
    const city = locality ? /addressLocality: (.+)$/.exec(locality.quote)?.[1] : undefined;
    const countryText = countryLine ? /addressCountry: (.+)$/.exec(countryLine.quote)?.[1] : undefined;
    const country =
      (countryText && countryCode(countryText)) ?? (city ? cityCountry.get(city.toLowerCase()) : undefined);
    const page = site.pages.find((candidate) => candidate.url === (locality ?? countryLine)!.url)!;
    return { city, country, quote: (countryLine ?? locality)!.quote, page };
  }
  return undefined;
}

export function draftPlace(site: Site): { country?: DraftedValue; city?: DraftedValue } {
  const places: Place[] = [];
  const structured = structuredPlace(site);
  if (structured) places.push(structured);
  for (const page of site.pages) {
    for (const address of Array.from(page.document.querySelectorAll('address'))) {
      const place = placeIn(oneLine(elementText(address)), page);
      if (place) places.push(place);
    }
  }
  for (const { line, page } of proseLines(site)) {
    const addressPage = /contact|imprint|impressum|legal/.test(page.path);
    for (const sentence of sentences(line)) {
      if (notOurPlace.test(sentence) || (!addressPage && !placeCue.test(sentence))) continue;
      const place = placeIn(sentence, page);
      if (place) places.push(place);
    }
  }
  const result: { country?: DraftedValue; city?: DraftedValue } = {};
  for (const place of places) {
    const evidence = site.quote(place.quote, [place.page]);
    if (!evidence) continue;
    if (!result.country && place.country) result.country = { value: place.country, evidence: [evidence] };
    if (!result.city && place.city) {
      const cityQuote = site.quote(place.city, [place.page]);
      if (cityQuote) result.city = { value: place.city, evidence: [cityQuote] };
    }
    if (result.country && result.city) break;
  }
  return result;
}
