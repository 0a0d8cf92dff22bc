import { describe, expect, it } from 'vitest';
import { ApiError, serverOrTransportMessage } from './api-client.ts';

describe('serverOrTransportMessage (SPEC §8 Loads)', () => {
  it("is the server's message, else a network failure's message, else the fallback", () => {
    expect(serverOrTransportMessage(new ApiError(500, 'x', undefined, 'Database down'), 'fallback')).toBe('Database down');
    expect(serverOrTransportMessage(new ApiError(0, 'Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(serverOrTransportMessage(new ApiError(502, 'Request failed with status 502'), 'fallback')).toBe('fallback');
    expect(serverOrTransportMessage(new Error('boom'), 'fallback')).toBe('boom');
    expect(serverOrTransportMessage(undefined, 'fallback')).toBe('fallback');
  });
});
