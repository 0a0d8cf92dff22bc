import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS } from '@vendor-portal/contract/messages';
import { createTestApp, createTestVendor, type TestContext, type TestVendor } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const inject = (v: TestVendor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: v.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const day = (weekDay: string, openTime: string, closeTime: string, timeZone = 'America/Denver') => ({
  weekDay,
  openTime,
  closeTime,
  timeZone,
});

describe('GET and POST /vendorHours', () => {
  it('creates days and lists them Monday first', async () => {
    const v = await createTestVendor(t.app);
    expect((await inject(v, 'GET', '/api/vendorHours')).json()).toEqual([]);
    const sat = await inject(v, 'POST', '/api/vendorHours', day('Saturday', '', ''));
    expect(sat.statusCode).toBe(201);
    expect(sat.json()).toEqual({ id: expect.any(Number), ...day('Saturday', '', '') });
    const mon = await inject(v, 'POST', '/api/vendorHours', day('Monday', '08:00', '17:30'));
    expect(mon.statusCode).toBe(201);
    const list = await inject(v, 'GET', '/api/vendorHours');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: mon.json().id, ...day('Monday', '08:00', '17:30') },
      { id: sat.json().id, ...day('Saturday', '', '') },
    ]);
  });

  it('answers 409 when the day exists', async () => {
    const v = await createTestVendor(t.app);
    await inject(v, 'POST', '/api/vendorHours', day('Monday', '08:00', '17:00'));
    const res = await inject(v, 'POST', '/api/vendorHours', day('Monday', '09:00', '17:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: HOURS.dayExists });
  });

  it('normalises times (HH:MM:SS is cut, one-digit hours padded) and treats null as empty', async () => {
    const v = await createTestVendor(t.app);
    const res = await inject(v, 'POST', '/api/vendorHours', day('Tuesday', '9:05:59', '17:30:00'));
    expect(res.json()).toMatchObject({ openTime: '09:05', closeTime: '17:30' });
    const closed = await inject(v, 'POST', '/api/vendorHours', {
      weekDay: 'Sunday',
      openTime: null,
      closeTime: null,
      timeZone: 'America/Denver',
    });
    expect(closed.json()).toMatchObject({ openTime: '', closeTime: '' });
  });

  it.each([
    [day('Monday', '24:00', '25:00'), HOURS.invalidTime],
    [day('Monday', '09:60', '17:00'), HOURS.invalidTime],
    [day('Monday', 'nine', '17:00'), HOURS.invalidTime],
    [day('Monday', '09:00', ''), HOURS.bothOrNeitherPlain],
    [day('Monday', '', '17:00'), HOURS.bothOrNeitherPlain],
    [day('Monday', '17:00', '09:00'), HOURS.closeAfterOpenPlain],
    [day('Monday', '09:00', '09:00'), HOURS.closeAfterOpenPlain],
    [day('Monday', '09:00', '17:00', 'Europe/Paris'), HOURS.invalidTimeZone],
    [day('Monday', '09:00', '17:00', ''), HOURS.invalidTimeZone],
    [day('Someday', '09:00', '17:00'), HOURS.invalidWeekDay],
  ])('answers 400 for %j with a message', async (body, message) => {
    const v = await createTestVendor(t.app);
    const res = await inject(v, 'POST', '/api/vendorHours', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-error', message: expect.stringContaining(message) });
    const patch = await inject(v, 'PATCH', '/api/vendorHours', body);
    expect(patch.statusCode).toBe(400);
    expect((await inject(v, 'GET', '/api/vendorHours')).json()).toEqual([]);
  });

  it('answers 400 for a body that is not an object or lacks the zone', async () => {
    const v = await createTestVendor(t.app);
    expect(
      (await inject(v, 'POST', '/api/vendorHours', { weekDay: 'Monday', openTime: '09:00', closeTime: '17:00' }))
        .statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendorHours',
      headers: { ...v.headers, 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /vendorHours', () => {
  it('updates the day named in the body, including clearing its times (closed)', async () => {
    const v = await createTestVendor(t.app);
    const created = (await inject(v, 'POST', '/api/vendorHours', day('Wednesday', '08:00', '17:00'))).json();
    const res = await inject(v, 'PATCH', '/api/vendorHours', day('Wednesday', '10:00:00', '18:00', 'America/New_York'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, ...day('Wednesday', '10:00', '18:00', 'America/New_York') });
    const closed = await inject(v, 'PATCH', '/api/vendorHours', day('Wednesday', '', '', 'America/New_York'));
    expect(closed.json()).toMatchObject({ openTime: '', closeTime: '' });
    expect((await inject(v, 'GET', '/api/vendorHours')).json()).toEqual([
      { id: created.id, ...day('Wednesday', '', '', 'America/New_York') },
    ]);
  });

  it('answers 404 for a day without a row', async () => {
    const v = await createTestVendor(t.app);
    const res = await inject(v, 'PATCH', '/api/vendorHours', day('Friday', '09:00', '17:00'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(HOURS.dayNotFound);
  });
});

describe('DELETE /vendorHours/{id}', () => {
  it('clears a day, which can then be created again', async () => {
    const v = await createTestVendor(t.app);
    const created = (await inject(v, 'POST', '/api/vendorHours', day('Thursday', '08:00', '17:00'))).json();
    expect((await inject(v, 'DELETE', `/api/vendorHours/${created.id}`)).statusCode).toBe(204);
    expect((await inject(v, 'GET', '/api/vendorHours')).json()).toEqual([]);
    expect((await inject(v, 'DELETE', `/api/vendorHours/${created.id}`)).statusCode).toBe(404);
    expect((await inject(v, 'POST', '/api/vendorHours', day('Thursday', '08:00', '17:00'))).statusCode).toBe(201);
  });

  it.each(['x', '0', '1.5', '4294967296', '0x15', '+21', '021', '%2021', '1e3'])(
    'answers 400 for the id %s',
    async (id) => {
      const v = await createTestVendor(t.app);
      expect((await inject(v, 'DELETE', `/api/vendorHours/${id}`)).statusCode).toBe(400);
    },
  );
});

describe('isolation between vendors', () => {
  it("never shows or changes another vendor's hours", async () => {
    const owner = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    const row = (await inject(owner, 'POST', '/api/vendorHours', day('Monday', '08:00', '17:00'))).json();

    expect((await inject(other, 'GET', '/api/vendorHours')).json()).toEqual([]);
    expect((await inject(other, 'DELETE', `/api/vendorHours/${row.id}`)).statusCode).toBe(404);
    expect((await inject(other, 'PATCH', '/api/vendorHours', day('Monday', '10:00', '11:00'))).statusCode).toBe(404);
    // The same weekday is free for the other vendor.
    expect((await inject(other, 'POST', '/api/vendorHours', day('Monday', '10:00', '11:00'))).statusCode).toBe(201);

    expect((await inject(owner, 'GET', '/api/vendorHours')).json()).toEqual([row]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vendorHours' })).statusCode).toBe(401);
  });
});

describe('one time zone for all of a vendor’s days (docs/decisions/004)', () => {
  it('refuses a new day in another zone than the saved days with 409, creating nothing', async () => {
    const v = await createTestVendor(t.app);
    // The only row may take any zone.
    expect((await inject(v, 'POST', '/api/vendorHours', day('Monday', '08:00', '17:00'))).statusCode).toBe(201);
    const res = await inject(v, 'POST', '/api/vendorHours', day('Tuesday', '08:00', '17:00', 'America/New_York'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: HOURS.zoneMismatch });
    const list = (await inject(v, 'GET', '/api/vendorHours')).json() as { weekDay: string; timeZone: string }[];
    expect(list.map((r) => [r.weekDay, r.timeZone])).toEqual([['Monday', 'America/Denver']]);
  });

  it('moves every day when one day is patched to another zone, as the SPA resends each day', async () => {
    const v = await createTestVendor(t.app);
    for (const d of ['Monday', 'Tuesday', 'Sunday'])
      expect((await inject(v, 'POST', '/api/vendorHours', day(d, '08:00', '17:00'))).statusCode).toBe(201);
    const moved = await inject(v, 'PATCH', '/api/vendorHours', day('Tuesday', '09:00', '17:00', 'America/New_York'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject(day('Tuesday', '09:00', '17:00', 'America/New_York'));
    const zones = async () =>
      ((await inject(v, 'GET', '/api/vendorHours')).json() as { timeZone: string }[]).map((r) => r.timeZone);
    expect(await zones()).toEqual(['America/New_York', 'America/New_York', 'America/New_York']);
    // The SPA's zone change: every saved day is re-sent with the new zone, in parallel; all succeed.
    const results = await Promise.all(
      ['Monday', 'Tuesday', 'Sunday'].map((d) =>
        inject(v, 'PATCH', '/api/vendorHours', day(d, '08:00', '17:00', 'America/Chicago')),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await zones()).toEqual(['America/Chicago', 'America/Chicago', 'America/Chicago']);
    // A new day in the new zone is accepted.
    expect((await inject(v, 'POST', '/api/vendorHours', day('Friday', '', '', 'America/Chicago'))).statusCode).toBe(
      201,
    );
  });
});
