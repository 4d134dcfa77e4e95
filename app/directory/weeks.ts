// Launch weeks run Monday to Sunday in UTC and are named by their Monday, 'YYYY-MM-DD'.
import { now } from '../clock.ts';
import { invalidField } from '../http/problem.ts';

const dayMs = 86_400_000;

export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The Monday of the week `at` falls in (UTC). */
export function mondayOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return isoDate(new Date(day - sinceMonday * dayMs));
}

export function addWeeks(monday: string, weeks: number): string {
  return isoDate(new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * dayMs));
}

export function currentWeek(): string {
  return mondayOf(now());
}

/** Whole weeks from `from` to `to` (both Mondays). */
export function weeksBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (7 * dayMs));
}

export function weekRange(monday: string): { start: string; end: string } {
  return { start: monday, end: isoDate(new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * dayMs)) };
}

/** Start and end instants of a week, for timestamp comparisons. */
export function weekBounds(monday: string): { from: Date; to: Date } {
  const from = new Date(`${monday}T00:00:00Z`);
  return { from, to: new Date(from.getTime() + 7 * dayMs) };
}

/** Names of weeks relative to the current one. */
export type WeekName = 'this' | 'next' | 'last';

const weekOffsets: Record<WeekName, number> = { this: 0, next: 1, last: -1 };

/**
 * One of the week names `accepted` or a date YYYY-MM-DD (snapped to its Monday). An impossible
 * date such as 2026-02-30 is a 400 naming `pointer` that offers only what this parameter accepts.
 */
export function resolveWeek(
  week: string,
  pointer: string,
  accepted: readonly WeekName[] = ['this', 'next', 'last'],
): string {
  const name = accepted.find((candidate) => candidate === week);
  if (name) return addWeeks(currentWeek(), weekOffsets[name]);
  const parsed = new Date(`${week}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(week) || Number.isNaN(parsed.getTime()) || isoDate(parsed) !== week) {
    throw invalidField(pointer, `${week} is not a date: use ${accepted.join(', ')} or a real date YYYY-MM-DD.`);
  }
  return mondayOf(parsed);
}
