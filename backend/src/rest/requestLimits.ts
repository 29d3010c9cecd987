import { parseError, RestError } from './restError';

/**
 * What one /rest request may ask for (issue 32). Hosted PostgREST has none
 * of these (its `db-max-rows` caps rows only); they keep a few bytes of URL
 * from asking the single database connection, and the server's memory, for
 * megabytes.
 */
export const REQUEST_LIMITS = {
  /** Output columns of a `select` (`*` counts every column of the table): 300 × `gallery_urls` was 25 MB. */
  selectColumns: 100,
  /** Steps of one JSON path (`gallery_urls->0->>url` is 2); 1,500 made Postgres fail without saying why. */
  jsonPathSteps: 32,
  /** Bytes of one answer's JSON (the largest the shop makes, every column of 1,000 products, is about 1.4 MB). */
  responseBytes: 8 * 1024 * 1024,
};

/** 400 when a `select` asks for more columns than one answer may have. */
export function refuseWideSelect(columns: number): void {
  if (columns <= REQUEST_LIMITS.selectColumns) return;
  throw new RestError(
    400,
    'PGRST100',
    `a select of ${columns} columns is more than the ${REQUEST_LIMITS.selectColumns} one answer may have`,
    null,
    'Select only the columns you need (each * counts every column of the table).',
  );
}

/** 400 when a JSON path has more steps than the backend follows. */
export function refuseDeepJsonPath(steps: number, text: string): void {
  if (steps <= REQUEST_LIMITS.jsonPathSteps) return;
  throw parseError(
    `JSON paths of more than ${REQUEST_LIMITS.jsonPathSteps} steps are not supported (this one has ${steps})`,
    text.length > 120 ? `${text.slice(0, 120)}…` : text,
  );
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * An answer larger than a response may be: Postgres's `program_limit_exceeded`
 * (54000), which PostgREST answers 413, so nothing is sent but the error.
 */
export function refuseLargeAnswer(bytes: number): void {
  if (bytes <= REQUEST_LIMITS.responseBytes) return;
  throw new RestError(
    413,
    '54000',
    `the answer would be ${size(bytes)}, more than the ${size(REQUEST_LIMITS.responseBytes)} one response may be`,
    null,
    'Ask for fewer rows (limit, offset or a Range header) or fewer columns.',
  );
}
