// Form plumbing of the dashboard: reading posted fields, rendering inputs, and showing an
// operation's problem details (RFC 9457) beside the inputs its JSON pointers name, with a summary
// at the top of the form that links to each of them.
import type { Request } from 'express';
import type { ProblemBody } from '../../http/problem.ts';
import { escapeHtml } from '../layout.ts';

export type Fields = Record<string, unknown>;

/** A posted form's fields: strings, or arrays of strings when a name repeats. */
export const postedFields = (req: Request): Fields => (req.body as Fields | undefined) ?? {};

/** One posted field as text ('' when missing), with the browser's CRLF line breaks as LF. */
export function fieldText(fields: Fields, name: string): string {
  const value = fields[name];
  const text = Array.isArray(value) ? String(value.at(-1) ?? '') : typeof value === 'string' ? value : '';
  return text.replace(/\r\n?/g, '\n');
}

/** A textarea of one item per line as a list: lines trimmed, empty ones dropped. */
export const textLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The id of the input posting `name` (names use dots for nesting: faqs.0.question). */
const inputId = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * The problem details of a refused operation, as the form shows them. Each input asks for the
 * errors of its pointer; the summary lists every error, linking those an input showed.
 */
export class FormErrors {
  private readonly problem: ProblemBody | undefined;
  /** Pointer -> the input that showed its error: id and label. */
  private readonly shown = new Map<string, { id: string; label: string }>();

  constructor(problem?: ProblemBody) {
    this.problem = problem;
  }

  get any(): boolean {
    return this.problem !== undefined;
  }

  /** The error of `pointer` (and its members), remembered as shown at the input `id` labelled `label`. */
  at(pointer: string, id: string, label: string): string | undefined {
    const details = (this.problem?.errors ?? [])
      .filter((error) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`))
      .map((error) => error.detail);
    if (!details.length) return undefined;
    this.shown.set(pointer, { id, label });
    return details.join('; ');
  }

  private shownAt(pointer: string) {
    return [...this.shown].find(([at]) => pointer === at || pointer.startsWith(`${at}/`))?.[1];
  }

  /**
   * The summary of a form: the problem's detail, then each field error, linked to the input that
   * shows it. Ask for it after rendering the inputs. With `unshownOnly` (a one-input form, whose
   * input already shows its error) it lists only what no input showed.
   */
  summary(options: { unshownOnly?: boolean } = {}): string {
    if (!this.problem) return '';
    const errors = (this.problem.errors ?? []).filter((error) => !options.unshownOnly || !this.shownAt(error.pointer));
    if (options.unshownOnly && this.problem.errors?.length && !errors.length) return '';
    const items = errors.map((error) => {
      const shown = this.shownAt(error.pointer);
      return shown
        ? `<li><a href="#${escapeHtml(shown.id)}">${escapeHtml(shown.label)}</a>: ${escapeHtml(error.detail)}</li>`
        : `<li>${escapeHtml(fieldLabel(error.pointer))}: ${escapeHtml(error.detail)}</li>`;
    });
    const detail = items.length ? 'Please correct the fields below.' : (this.problem.detail ?? this.problem.title);
    return `<div class="error" role="alert"><p>${escapeHtml(detail)}</p>${
      items.length ? `<ul>${items.join('')}</ul>` : ''
    }</div>`;
  }
}

/** `/body/faqs/0/question` as people read it: "faqs 1 question". */
function fieldLabel(pointer: string): string {
  return pointer
    .replace(/^\/(body|query|path)\/?/, '')
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_/g, ' ')))
    .join(' ')
    .trim();
}

export interface InputOptions {
  name: string;
  /** The input's id when its name alone does not make it unique on the page. */
  id?: string;
  label: string;
  value: string | number | null | undefined;
  /** The JSON pointer of the operation's request this input fills, for its error. */
  pointer: string;
  errors: FormErrors;
  type?: 'text' | 'url' | 'email' | 'date' | 'textarea';
  rows?: number;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  /** A label read by screen readers only (for inputs in a table whose column says what they are). */
  hiddenLabel?: boolean;
}

/** A labelled input with its hint and its error, tied together by aria-describedby. */
export function input(options: InputOptions): string {
  const id = options.id ?? inputId(options.name);
  const error = options.errors.at(options.pointer, id, options.label);
  const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes =
    `id="${id}" name="${escapeHtml(options.name)}"` +
    (described ? ` aria-describedby="${described}"` : '') +
    (error ? ' aria-invalid="true"' : '') +
    (options.required ? ' required' : '') +
    (options.autocomplete ? ` autocomplete="${options.autocomplete}"` : '');
  const value = escapeHtml(options.value);
  const control =
    options.type === 'textarea'
      ? `<textarea ${attributes} rows="${options.rows ?? 3}">${value}</textarea>`
      : `<input ${attributes} type="${options.type ?? 'text'}" value="${value}">`;
  return `<div class="field${error ? ' invalid' : ''}">
<label for="${id}"${options.hiddenLabel ? ' class="visually-hidden"' : ''}>${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}${control}
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}
