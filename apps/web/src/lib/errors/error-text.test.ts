import { describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { ApiError } from '../api/api-client.ts';
import { errorText, orStatus, type ErrorTexts } from './error-text.ts';

const server = (status: number, message?: string) =>
  new ApiError(status, message ?? `Request failed with status ${status}`, undefined, message);
const network = new ApiError(0, 'Failed to fetch');

// Each row: the error, the screen's texts, the text shown.
const rows: [string, unknown, ErrorTexts, string][] = [
  ["the server's message", server(500, 'Database down'), { fallback: 'fb' }, 'Database down'],
  ["a network failure's message", network, { fallback: 'fb' }, 'Failed to fetch'],
  ['no server message, the fallback', server(502), { fallback: 'fb' }, 'fb'],
  ["another error's message", new Error('boom'), { fallback: 'fb' }, 'boom'],
  ['nothing usable', undefined, { fallback: 'fb' }, 'fb'],
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
  // What the screens that show only the server's words pass (resend verification, delete a service).
  [
    "server's words only: the server's message",
    server(409, 'taken'),
    { codes: { 'network-error': 'fb', 'not-an-api-error': 'fb' }, fallback: 'fb' },
    'taken',
  ],
  ["server's words only: not the network's", network, { codes: { 'network-error': 'fb' }, fallback: 'fb' }, 'fb'],
  [
    "server's words only: not a bug's",
    new Error('boom'),
    { codes: { 'not-an-api-error': 'fb' }, fallback: 'fb' },
    'fb',
  ],
  // The screens that name the status of an answer without words (the appointments page, claims, saves).
  [
    "with the status: the server's message",
    new ApiError(500, 'ignored', undefined, 'Database down'),
    { fallback: orStatus('fb') },
    'Database down',
  ],
  ['with the status: the client message', network, { fallback: orStatus('fb') }, 'Failed to fetch'],
  ['with the status: another error', new TypeError('Network down'), { fallback: orStatus('fb') }, 'Network down'],
  [
    'with the status: the status',
    new ApiError(502, ''),
    { fallback: orStatus('fb') },
    'Request failed with status 502',
  ],
  [
    'with the status: what the API client throws for a bare answer',
    server(502),
    { fallback: orStatus('fb') },
    'Request failed with status 502',
  ],
  ['with the status: nothing usable', new ApiError(0, ''), { fallback: orStatus('fb') }, 'fb'],
  ['with the status: not an error', 'weird', { fallback: orStatus('fb') }, 'fb'],
  // A screen whose SPEC text replaces every failure's words (login, onboarding's saves).
  [
    "the screen's text: for the codes it names",
    server(400, 'email: Invalid email'),
    { codes: { 'validation-error': 'fb' }, serverError: 'fb', fallback: 'fb' },
    'fb',
  ],
  [
    "the screen's text: for a server failure",
    server(500, 'Database down'),
    { codes: { 'validation-error': 'fb' }, serverError: 'fb', fallback: 'fb' },
    'fb',
  ],
  [
    "still the code's own text",
    server(401),
    { codes: { unauthenticated: 'auth' }, serverError: 'fb', fallback: 'fb' },
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
  const appointmentsError = (err: unknown) => errorText(err, { fallback: orStatus(APPOINTMENTS.unknownError) });
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

// The one rule (error-text.ts): the screen's text for the code, else its text for a server failure, else
// the error's own words, else the fallback. The same error reads the same on every screen that names
// no text for it: no screen chooses which words it shows by a mode.
describe('one rule for every screen', () => {
  const errors: unknown[] = [
    server(409, 'taken'),
    server(503, 'down'),
    server(502),
    network,
    new Error('boom'),
    'weird',
  ];
  it("without texts of its own, a screen shows the error's words, else its fallback", () => {
    expect(errors.map((err) => errorText(err, { fallback: 'fb' }))).toEqual([
      'taken',
      'down',
      'fb',
      'Failed to fetch',
      'boom',
      'fb',
    ]);
  });
  it("a code's text replaces only that code's words; the server-failure text only a 5xx's", () => {
    const texts: ErrorTexts = { codes: { conflict: 'mine' }, serverError: 'later', fallback: 'fb' };
    expect(errors.map((err) => errorText(err, texts))).toEqual([
      'mine',
      'later',
      'later',
      'Failed to fetch',
      'boom',
      'fb',
    ]);
  });
});
