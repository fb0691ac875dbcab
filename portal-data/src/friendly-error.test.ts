import * as rules from '@donation-network/shared-rules';
import { CONTACT_MESSAGES, URL_LABELS, urlMapMessage, urlMessage } from '@donation-network/shared-rules';
import {
  friendlyErrorMessage,
  GENERIC_ERROR_MESSAGE,
  INVALID_CHARACTERS_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  RequestError,
  requestError,
  TIMEOUT_MESSAGE,
} from './friendly-error';

const FALLBACK = 'Failed to send your message. Please try again.';

const STACK = `TypeError: Cannot read properties of undefined (reading 'id')
    at ContactForm (http://localhost:3001/src_bootstrap_tsx.js:120:17)
    at renderWithHooks (react-dom.development.js:1:1)`;

describe('friendlyErrorMessage replaces internal text with the fallback', () => {
  it.each([
    ['aborted transaction', new Error('error: current transaction is aborted, commands ignored until end of transaction block')],
    [
      'same as a postgrest object',
      { message: 'current transaction is aborted, commands ignored until end of transaction block', code: 'SUP' },
    ],
    [
      'check constraint',
      { message: 'new row for relation "contact_messages" violates check constraint "contact_name_len"', code: '23514' },
    ],
    ['row-level security', { message: 'new row violates row-level security policy for table "contact_messages"', code: '42501' }],
    ['unknown relation', new Error('relation "public.founder_profiles" does not exist')],
    ['syntax error', new Error('Syntax error at or near "from"')],
    ['bad uuid', new Error('invalid input syntax for type uuid: "abc"')],
    ['duplicate key', new Error('duplicate key value violates unique constraint "plans_pkey"')],
    ['PGRST code', { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' }],
    ['PGRST in text', new Error('PGRST301: JWT expired')],
    ['lite code', new Error('SUP: Something broke')],
    ['a stack trace', new Error(STACK)],
    ['a TypeError by name in text', new Error('TypeError: x is not a function')],
    ['invalid message format', new Error('invalid message format')],
    ['html body', new Error('<html><body>502 Bad Gateway</body></html>')],
    ['an internal server error', { message: 'Internal Server Error', status: 500 }],
    ['an empty message', new Error('')],
    ['a non-error value', 42],
    ['an object without a message', { foo: 'bar' }],
    ['undefined text', new Error('Cannot read undefined')],
  ])('%s', (_name, error) => {
    expect(friendlyErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('uses a generic text without a fallback', () => {
    expect(friendlyErrorMessage(new Error('error: boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(friendlyErrorMessage(null)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('a 5xx without a product message gives the fallback', () => {
    expect(friendlyErrorMessage(new RequestError('upstream connect error', { status: 503 }), FALLBACK)).toBe(FALLBACK);
  });
});

describe("friendlyErrorMessage and the gateway's own refusals", () => {
  // bodies as scripts/gateway answers them on /rest (json-guard, index, body-limit)
  it.each([
    ['a NUL in a search filter', { message: 'Invalid path: it contains a NUL character', code: 'PGRST100' }],
    ['a NUL in a saved field', { message: 'Invalid JSON: a string contains a NUL character', code: 'PGRST102' }],
    ['a lone surrogate', { message: 'Invalid JSON: a string contains a lone surrogate', code: 'PGRST102' }],
    ['bytes that are not UTF-8', { message: 'Invalid JSON: the body is not valid UTF-8', code: 'PGRST102' }],
    ['a broken percent-encoding', { message: 'Invalid path: it contains an invalid percent-encoding', code: 'PGRST100' }],
  ])('%s asks to remove the character', (_name, error) => {
    expect(friendlyErrorMessage(error, FALLBACK)).toBe(INVALID_CHARACTERS_MESSAGE);
  });

  it.each([
    ['an oversized body', { message: 'Payload too large: the request body exceeds 1 MB', code: 'PGRST413' }],
    ['a wrong content type', { message: 'Content-Type not acceptable: text/csv (send JSON)', code: 'PGRST102' }],
    ['unparsable JSON', { message: 'Empty or invalid json', code: 'PGRST102' }],
  ])('%s gives the fallback, not its developer wording', (_name, error) => {
    expect(friendlyErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });
});

describe('friendlyErrorMessage keeps the product messages', () => {
  it.each(Object.values(CONTACT_MESSAGES))('contact rule: %s', (message) => {
    // lite sends a raise exception as HTTP 500 with code SUP; the gateway as 400 P0001
    expect(friendlyErrorMessage({ message, code: 'SUP', status: 500 }, FALLBACK)).toBe(message);
    expect(friendlyErrorMessage(new RequestError(message, { status: 400, code: 'P0001' }), FALLBACK)).toBe(message);
  });

  it.each([
    'Please select a hospital for the donation',
    'An active subscription is required to request a donor',
    'Phone number must be at least 10 digits.',
    'Invalid login credentials',
    'Password should be at least 6 characters.',
  ])('%s', (message) => {
    expect(friendlyErrorMessage(new Error(message), FALLBACK)).toBe(message);
  });
});

describe('friendlyErrorMessage for network, time-out and rate limits', () => {
  it.each([
    ['browser fetch', new TypeError('Failed to fetch')],
    ['supabase-js postgrest', { message: 'TypeError: Failed to fetch', details: STACK, hint: '', code: '' }],
    ['firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['safari', new TypeError('Load failed')],
    ['node', new TypeError('fetch failed')],
    ['status 0', { message: 'whatever', status: 0 }],
    ['auth retryable fetch error', Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 })],
    ['connection refused', new Error('connect ECONNREFUSED 127.0.0.1:54321')],
    [
      'a code download (webpack chunk)',
      Object.assign(new Error('Loading chunk 358 failed.\n(error: http://localhost:3000/358.js)'), { name: 'ChunkLoadError' }),
    ],
  ])('%s → network text', (_name, error) => {
    expect(friendlyErrorMessage(error, FALLBACK)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a time-out', () => {
    expect(friendlyErrorMessage(new DOMException('No answer within 10 s', 'TimeoutError'), FALLBACK)).toBe(TIMEOUT_MESSAGE);
  });

  it('429 without and with Retry-After', () => {
    expect(friendlyErrorMessage(new RequestError('Too many requests', { status: 429 }), FALLBACK)).toBe(RATE_LIMIT_MESSAGE);
    expect(friendlyErrorMessage(new RequestError('rate limited', { status: 429, retryAfter: 30 }), FALLBACK)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(friendlyErrorMessage({ message: 'slow down', status: 429, retry_after: '1' }, FALLBACK)).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(friendlyErrorMessage({ message: 'For security purposes, you can only request this after 60 seconds.', status: 429 })).toBe(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    const headers = new Map([['retry-after', '12']]);
    expect(friendlyErrorMessage({ message: 'x', context: { status: 429, headers } })).toBe(
      'Too many attempts. Please wait 12 seconds and try again.',
    );
  });
});

describe('requestError', () => {
  it('keeps the message, code and the status supabase-js returns beside the error', () => {
    const error = requestError({ message: 'Name must be at least 2 characters', code: 'P0001' }, 400);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Name must be at least 2 characters', code: 'P0001', status: 400 });
    expect(requestError({ message: 'Too many', retryAfter: 5 }, 429).retryAfter).toBe(5);
  });
});

/** Every string a shared-rules export holds (messages objects included), at any depth. */
function ruleStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => ruleStrings(child, seen));
}

// The database's URL rules name the schemes ('LinkedIn URL must be a valid http:// or https://
// link'): every label the database uses, and every other rule text that mentions http(s).
const URL_RULE_MESSAGES = [
  ...new Set([
    ...Object.values(URL_LABELS).flatMap((columns) => Object.values(columns).flatMap((label) => [urlMessage(label), urlMapMessage(label)])),
    ...ruleStrings(rules).filter((text) => /\bhttps?\b/i.test(text) && /^[A-Z]/.test(text)),
  ]),
];

describe('friendlyErrorMessage keeps rule messages that mention http(s)', () => {
  it('finds the rules', () => {
    expect(URL_RULE_MESSAGES).toEqual(
      expect.arrayContaining([
        'Website must be a valid http:// or https:// link',
        'Social links must be valid http:// or https:// links',
        rules.LISTING_MESSAGES.purchaseLink,
      ]),
    );
  });

  it.each(URL_RULE_MESSAGES)('%s', (message) => {
    expect(friendlyErrorMessage({ message, code: 'SUP', status: 500 }, FALLBACK)).toBe(message);
    expect(friendlyErrorMessage(new RequestError(message, { status: 400, code: 'P0001' }), FALLBACK)).toBe(message);
  });

  it('a rule message that names a public link', () => {
    const message = 'Read the terms at https://donation.network/terms before you continue';
    expect(friendlyErrorMessage(new Error(message), FALLBACK)).toBe(message);
  });
});

describe('friendlyErrorMessage still hides internal addresses, files and paths', () => {
  it.each([
    ['the API on a loopback port', 'Request to http://127.0.0.1:54321/rest/v1/founder_profiles failed'],
    ['localhost', 'Could not reach http://localhost/health'],
    ['an IPv6 loopback', 'Upstream http://[::1]/rest down'],
    ['a private network host', 'Proxy to http://10.0.3.7/api refused'],
    ['another private range', 'Proxy to https://192.168.1.20/x refused'],
    ['an internal host name', 'Upstream https://db.svc.internal/query timed out'],
    ['a public host with a port', 'Upstream https://api.example.com:8443/v2 timed out'],
    ['an API endpoint path', 'Storage answered for /storage/v1/object/pitch-decks'],
    ['a webpack source', 'Failed in webpack://shell/./src/app.tsx'],
    ['a source file with its line', 'Cannot read id in bootstrap.tsx:12:7'],
    ['a bundled chunk with its line', 'Broke at https://cdn.example.com/static/main.4f3a.js:1:2033'],
    ['an absolute path', 'Cannot find module /srv/app/dist/server.js'],
    ['node_modules', 'Failed in node_modules/@supabase/lite/dist/index.js'],
    ['a Windows path', 'Cannot open C:\\portal\\data\\db'],
    ['a file URL', 'Cannot load file:///etc/passwd'],
    ['fetch failed details', 'Request failed, reason: connect to http://127.0.0.1:5432'],
  ])('%s', (_name, message) => {
    expect(friendlyErrorMessage(new Error(message), FALLBACK)).toBe(FALLBACK);
    expect(friendlyErrorMessage({ message, code: 'SUP', status: 500 }, FALLBACK)).toBe(FALLBACK);
  });
});
