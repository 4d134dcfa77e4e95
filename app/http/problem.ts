// RFC 9457 problem details: the only way this service reports an error. Handlers throw a
// ProblemError (usually through one of the helpers below); the HTTP and MCP layers render it.

export interface FieldError {
  /** RFC 6901 pointer into the request seen as {path, query, headers, body}, e.g. /query/per_page. */
  pointer: string;
  detail: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  instance?: string;
  request_id?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }

  body(instance?: string, requestId?: string): ProblemBody {
    return {
      type: `/problems/${this.code.replaceAll('_', '-')}`,
      title: titles[this.status] ?? 'Error',
      status: this.status,
      code: this.code,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...(requestId ? { request_id: requestId } : {}),
      ...(this.errors?.length ? { errors: this.errors } : {}),
      ...this.extensions,
    };
  }
}

export const invalidRequest = (errors: FieldError[], detail?: string) =>
  new ProblemError(400, 'invalid_request', detail ?? errors.map((e) => `${e.pointer}: ${e.detail}`).join('; '), {
    errors,
  });

export const invalidField = (pointer: string, detail: string) => invalidRequest([{ pointer, detail }]);

/** The Bearer challenge (RFC 6750, RFC 9728): parameters in a stable order, unset ones left out. */
function bearerChallenge(parameters: Record<string, string | undefined>): string {
  const pairs = Object.entries(parameters).filter(([, value]) => value !== undefined);
  return pairs.length ? `Bearer ${pairs.map(([name, value]) => `${name}="${value}"`).join(', ')}` : 'Bearer';
}

/**
 * 401. `resourceMetadata` is the URL of the protected resource metadata an OAuth client discovers
 * the authorization server from; `invalidToken` when a credential was sent but is not valid here.
 */
export const unauthorized = (options: { resourceMetadata?: string; invalidToken?: boolean } = {}) =>
  new ProblemError(
    401,
    'unauthorized',
    options.invalidToken
      ? 'The credentials sent are not valid here: ' +
          'the API key is unknown or revoked, or the access token is expired, revoked or issued for another resource.'
      : 'This operation needs credentials: an OAuth access token or an API key, sent as Authorization: Bearer <token>.',
    {
      headers: {
        'WWW-Authenticate': bearerChallenge({
          resource_metadata: options.resourceMetadata,
          error: options.invalidToken ? 'invalid_token' : undefined,
        }),
      },
    },
  );

export const insufficientScope = (missing: string[], options: { resourceMetadata?: string } = {}) =>
  new ProblemError(
    403,
    'insufficient_scope',
    `These credentials lack the scope this operation needs: ${missing.join(' ')}.`,
    {
      headers: {
        'WWW-Authenticate': bearerChallenge({
          error: 'insufficient_scope',
          scope: missing.join(' '),
          resource_metadata: options.resourceMetadata,
        }),
      },
      extensions: { required_scopes: missing },
    },
  );

export const notFound = (what: string) => new ProblemError(404, 'not_found', `${what} was not found.`);

export const notImplemented = (operationId: string) =>
  new ProblemError(501, 'not_implemented', `${operationId} is part of the contract but is not built yet.`);

export const internalError = () =>
  new ProblemError(500, 'internal_error', 'Something went wrong on our side. It has been logged; retrying may help.');

export function toProblem(error: unknown): ProblemError {
  return error instanceof ProblemError ? error : internalError();
}
