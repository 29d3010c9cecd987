/**
 * RAISE SQLSTATE 'PGRST' as PostgREST answers it (its docs, "Raise errors with HTTP Status Codes", and
 * src/PostgREST/Error.hs): MESSAGE's JSON is the body, DETAIL's status, status_text and headers are the answer's;
 * MESSAGE or DETAIL that cannot be read is 500 PGRST121 saying which. The database's own 429 is checked over the
 * wire in write-limits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fromPgrstRaise } from '../src/rest/restError';

const answer = (message: string, detail: string | null) => {
  const error = fromPgrstRaise(message, detail);
  return { status: error.status, statusText: error.statusText, headers: error.headers, body: error.toBody() };
};

describe("RAISE SQLSTATE 'PGRST'", () => {
  it('answers the documented example: 402, its header, its body', () => {
    expect(
      answer(
        '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade your plan"}',
        '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      ),
    ).toEqual({
      status: 402,
      statusText: undefined,
      headers: { 'X-Powered-By': 'Nerd Rage' },
      body: { code: '123', message: 'Payment Required', details: 'Quota exceeded', hint: 'Upgrade your plan' },
    });
  });

  it('takes details and hint as optional (null when absent) and a status text', () => {
    expect(answer('{"code":"x","message":"m"}', '{"status":429,"status_text":"Slow Down","headers":{}}')).toEqual({
      status: 429,
      statusText: 'Slow Down',
      headers: {},
      body: { code: 'x', message: 'm', details: null, hint: null },
    });
  });

  const MESSAGE_HINT =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const DETAIL_HINT =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  const parseError = (details: string, hint: string) => ({
    status: 500,
    statusText: undefined,
    headers: {},
    body: { code: 'PGRST121', message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint },
  });

  it.each([
    'not json',
    '"a string"',
    '[]',
    '{"message":"no code"}',
    '{"code":"x"}',
    '{"code":1,"message":"m"}',
    '{"code":"x","message":"m","hint":7}',
    '{"code":"x","message":"m","details":{"a":1}}',
  ])('refuses a MESSAGE it cannot read, %s, with 500 PGRST121', (message) => {
    expect(answer(message, '{"status":400,"headers":{}}')).toEqual(
      parseError(`Invalid JSON value for MESSAGE: '${message}'`, MESSAGE_HINT),
    );
  });

  it('refuses a missing DETAIL with 500 PGRST121', () => {
    expect(answer('{"code":"x","message":"m"}', null)).toEqual(
      parseError('DETAIL is missing in the RAISE statement', DETAIL_HINT),
    );
  });

  it.each([
    'not json',
    '{"headers":{}}',
    '{"status":429}',
    '{"status":"429","headers":{}}',
    '{"status":429.5,"headers":{}}',
    '{"status":429,"headers":[]}',
    '{"status":429,"headers":{"Retry-After":60}}',
    '{"status":429,"headers":{},"status_text":5}',
    // what Node cannot send (PostgREST would): refused the same way rather than breaking the connection
    '{"status":42,"headers":{}}',
    '{"status":429,"headers":{"Retry-After":"1\\r\\nSet-Cookie: a=b"}}',
    '{"status":429,"headers":{"Bad Name":"1"}}',
  ])('refuses a DETAIL it cannot read, %s, with 500 PGRST121', (detail) => {
    expect(answer('{"code":"x","message":"m"}', detail)).toEqual(
      parseError(`Invalid JSON value for DETAIL: '${detail}'`, DETAIL_HINT),
    );
  });
});
