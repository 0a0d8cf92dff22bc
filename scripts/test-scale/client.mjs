// An HTTP client through the proxy, and a helper that signs up a vendor with a profile.
import crypto from 'node:crypto';
import { newEmail } from './helpers.mjs';

export function createClient({ baseUrl, opsToken, remember }) {
  /** `upstream` (0 = A, 1 = B) pins the request to one process; `ops` sends the ops token. */
  async function call(method, url, { token, body, cookie, upstream, headers = {}, ops = false } = {}) {
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (ops) h.authorization = `Bearer ${opsToken}`;
    if (cookie) h.cookie = `vp_refresh=${cookie}`;
    if (upstream !== undefined) h['x-scale-upstream'] = String(upstream);
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${baseUrl}${url}`, { method, headers: h, body: payload, redirect: 'manual' });
    const buffer = Buffer.from(await res.arrayBuffer());
    let json;
    try {
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      json = undefined;
    }
    const refresh = res.headers
      .getSetCookie()
      .map((c) => /^vp_refresh=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    const servedBy = res.headers.get('x-served-by');
    return { status: res.status, json, buffer, servedBy, requestId: res.headers.get('x-request-id'), refresh };
  }

  /** A new account with a vendor profile, through `upstream`; `zip` is the area it will serve. */
  async function createVendor(upstream, zip) {
    const email = newEmail('vendor');
    const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
    const account = await call('POST', '/auth/accounts', { body: { email, password }, upstream });
    if (account.status !== 201) throw new Error(`sign-up answered ${account.status}`);
    const token = account.json.idToken;
    remember(password, token, account.refresh);
    const profile = {
      email,
      title: 'Scale Test Detailing',
      contactName: 'Sam Scale',
      phone: '(303) 555-0142',
      street1: '200 Market St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
    };
    const vendor = await call('POST', '/api/vendor', { token, upstream, body: profile });
    if (vendor.status !== 201) throw new Error(`POST /api/vendor answered ${vendor.status}`);
    // The server refuses vendor data routes until the agreement in effect is signed, as the portal's gate does.
    const doc = await call('GET', '/api/legalDocument?documentType=vendor_agreement', { upstream });
    if (doc.status === 200) {
      const signed = await call('POST', `/api/signedDocument?documentId=${doc.json.id}`, { token, upstream });
      if (signed.status !== 200) throw new Error(`POST /api/signedDocument answered ${signed.status}`);
    } else if (doc.status !== 404) throw new Error(`GET /api/legalDocument answered ${doc.status}`);
    return { email, password, token, vendorId: vendor.json.id, refresh: account.refresh, zip };
  }

  return { call, createVendor };
}
