// The VAT preview of a quote or order. Rates are data (vat_rates: dated, each citing its source);
// the seller's country is a site setting. EU consumers pay their country's rate; an EU business
// with a well-formed VAT number of another EU country than the seller's gets reverse charge; buyers
// outside the EU pay no VAT. VAT numbers are checked for format only: no VIES lookup is made.
import { isoDate } from '../directory/weeks.ts';
import type { FieldError } from '../http/problem.ts';
import { readSetting } from '../../db/queries/settings.ts';
import { vatRateOn } from '../../db/queries/orders.ts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Body of an EU VAT number after its country prefix (EL is Greece's prefix). */
const vatNumberFormats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  GR: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

export interface VatPreview {
  country: string | null;
  rate_percent: number;
  amount_cents: number;
  reverse_charge: boolean;
  /** `format_only` when a VAT number was given: its format was checked, its registration was not. */
  vat_number_check: 'format_only' | null;
  /** Where the rate comes from (the vat_rates row's source); null when no rate applies. */
  rate_source: string | null;
  note: string;
  /** The VAT number as stored: uppercase, without spaces, dots or dashes. */
  vat_number: string | null;
}

/** VAT on `subtotalCents`, or the field errors of billing_country / vat_number. */
export async function previewVat(
  db: Kysely<DB> | Transaction<DB>,
  input: { billingCountry?: string; vatNumber?: string; subtotalCents: number; at: Date },
): Promise<{ vat: VatPreview } | { errors: FieldError[] }> {
  const country = input.billingCountry;
  const vatNumber = input.vatNumber?.replace(/[\s.-]/g, '').toUpperCase() || undefined;
  /** No VAT charged: outside the EU, no country, or reverse charge (when a VAT number passed). */
  const none = (note: string, check: VatPreview['vat_number_check'] = null): { vat: VatPreview } => ({
    vat: {
      country: country ?? null,
      rate_percent: 0,
      amount_cents: 0,
      reverse_charge: check === 'format_only',
      vat_number_check: check,
      rate_source: null,
      note,
      vat_number: check ? (vatNumber ?? null) : null,
    },
  });
  if (!country) {
    if (vatNumber) {
      return { errors: [{ pointer: '/body/billing_country', detail: 'Give billing_country with vat_number.' }] };
    }
    return none('No billing_country given: VAT is not included; it is computed from the billing country.');
  }
  const rate = await vatRateOn(db, country, isoDate(input.at));
  if (!rate) return none(`${country} is outside the EU: no VAT is charged.`);

  const sellerCountry = (await readSetting<{ seller_country: string }>(db, 'vat'))?.seller_country;
  if (vatNumber) {
    const prefix = vatPrefix(country);
    if (!vatNumber.startsWith(prefix)) {
      return {
        errors: [
          {
            pointer: '/body/vat_number',
            detail: `A VAT number of ${country} starts with ${prefix}; this one does not match billing_country.`,
          },
        ],
      };
    }
    if (!vatNumberFormats[country]?.test(vatNumber.slice(prefix.length))) {
      return {
        errors: [{ pointer: '/body/vat_number', detail: `${vatNumber} is not a well-formed ${country} VAT number.` }],
      };
    }
    if (country !== sellerCountry) {
      return none(
        `Reverse charge: the buyer accounts for VAT in ${country}. The VAT number was checked for format only ` +
          '(no VIES check is possible here); the business is responsible for its validity.',
        'format_only',
      );
    }
  }
  const ratePercent = Number(rate.rate_percent);
  return {
    vat: {
      country,
      rate_percent: ratePercent,
      // Half-up rounding to the cent on the order subtotal.
      amount_cents: Math.round((input.subtotalCents * ratePercent) / 100),
      reverse_charge: false,
      vat_number_check: vatNumber ? 'format_only' : null,
      rate_source: rate.source,
      note: vatNumber
        ? `${country} is the seller's own country, so its VAT applies to businesses too ` +
          '(VAT number checked for format only).'
        : `${country} VAT at ${ratePercent}% (rate in force since ${rate.valid_from}).`,
      vat_number: vatNumber ?? null,
    },
  };
}
