import { describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { ApiError } from '../api/api-client.ts';
import { errorText, type ErrorTexts } from './error-text.ts';

const server = (status: number, message?: string) =>
  new ApiError(status, message ?? `Request failed with status ${status}`, undefined, message);
const network = new ApiError(0, 'Failed to fetch');

// Each row: the error, the screen's texts, the text shown.
const rows: [string, unknown, ErrorTexts, string][] = [
  ["serverOrTransport: the server's message", server(500, 'Database down'), { fallback: 'fb' }, 'Database down'],
  ["serverOrTransport: a network failure's message", network, { fallback: 'fb' }, 'Failed to fetch'],
  ['serverOrTransport: no server message, the fallback', server(502), { fallback: 'fb' }, 'fb'],
  ["serverOrTransport: another error's message", new Error('boom'), { fallback: 'fb' }, 'boom'],
  ['serverOrTransport: nothing usable', undefined, { fallback: 'fb' }, 'fb'],
  [
    "a code the screen has a text for wins over the server's",
    new ApiError(409, 'x', 'email-already-in-use', 'x'),
    { codes: { 'email-already-in-use': 'taken' }, fallback: 'fb' },
    'taken',
  ],
  [
    'another code of the same status is not that text',
    new ApiError(409, 'x', 'conflict', 'x'),
    { codes: { 'email-already-in-use': 'taken' }, fallback: 'fb' },
    'x',
  ],
  [
    "an answer without a code has its status's code",
    server(404, 'x'),
    { codes: { 'not-found': 'nf' }, fallback: 'fb' },
    'nf',
  ],
  [
    'a network failure the screen has a text for',
    network,
    { codes: { 'network-error': 'offline' }, fallback: 'fb' },
    'offline',
  ],
  [
    'any 5xx with the screen text for server errors',
    server(503, 'x'),
    { serverError: 'later', fallback: 'fb' },
    'later',
  ],
  ['a 4xx is no server error', server(409, 'taken'), { serverError: 'later', fallback: 'fb' }, 'taken'],
  ["server: the server's message", server(409, 'taken'), { show: 'server', fallback: 'fb' }, 'taken'],
  ['server: not the network message', network, { show: 'server', fallback: 'fb' }, 'fb'],
  ['server: not another error', new Error('boom'), { show: 'server', fallback: 'fb' }, 'fb'],
  [
    "any: the server's message",
    new ApiError(500, 'ignored', undefined, 'Database down'),
    { show: 'any', fallback: 'fb' },
    'Database down',
  ],
  ['any: the client message', network, { show: 'any', fallback: 'fb' }, 'Failed to fetch'],
  ['any: another error', new TypeError('Network down'), { show: 'any', fallback: 'fb' }, 'Network down'],
  ['any: the status', new ApiError(502, ''), { show: 'any', fallback: 'fb' }, 'Request failed with status 502'],
  ['any: nothing usable', new ApiError(0, ''), { show: 'any', fallback: 'fb' }, 'fb'],
  ['any: not an error', 'weird', { show: 'any', fallback: 'fb' }, 'fb'],
  ['none: the fallback', server(500, 'Database down'), { show: 'none', fallback: 'fb' }, 'fb'],
  [
    'none: still the status text',
    server(401),
    { show: 'none', codes: { unauthenticated: 'auth' }, fallback: 'fb' },
    'auth',
  ],
];

describe('errorText (docs/product-spec.md §8)', () => {
  it.each(rows)('%s', (_name, err, texts, shown) => {
    expect(errorText(err, texts)).toBe(shown);
  });
});

// Moved from features/appointments/logic.test.ts with the mapper it tested.
describe("the appointments page's load error (docs/product-spec.md §8 Loads, appointments)", () => {
  const appointmentsError = (err: unknown) => errorText(err, { show: 'any', fallback: APPOINTMENTS.unknownError });
  it("prefers the server's message", () => {
    expect(appointmentsError(new ApiError(500, 'ignored', undefined, 'Database down'))).toBe('Database down');
  });
  it("then the client error's message", () => {
    expect(appointmentsError(new ApiError(0, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(appointmentsError(new TypeError('Network down'))).toBe('Network down');
  });
  it("then 'Request failed with status {code}'", () => {
    expect(appointmentsError(new ApiError(502, ''))).toBe('Request failed with status 502');
  });
  it('then the unknown-error text', () => {
    expect(appointmentsError(new ApiError(0, ''))).toBe(APPOINTMENTS.unknownError);
    expect(appointmentsError('weird')).toBe('An unknown error occurred while fetching appointments.');
  });
});
