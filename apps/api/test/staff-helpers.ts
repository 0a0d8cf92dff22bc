import type { FastifyInstance } from 'fastify';
import { opsHeaders, uniqueEmail } from './helpers.ts';
import { multipart } from './robustness/support.ts';

// The provider's team in tests, made as the real flow makes it (docs/architecture.md "Review and
// audit"): POST /api/ops/staff, the set-password link, then the ordinary sign-in.

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export async function createTestStaff(
  app: FastifyInstance,
  role: 'reviewer' | 'admin',
  email = uniqueEmail(role),
): Promise<TestStaff> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/ops/staff',
    headers: opsHeaders,
    payload: { email, role },
  });
  if (created.statusCode !== 201) throw new Error(`staff ${email}: ${created.statusCode} ${created.body}`);
  const { id, setPasswordUrl } = created.json() as { id: string; setPasswordUrl: string };
  const token = new URL(setPasswordUrl).searchParams.get('token');
  const password = 'staff-password-123';
  const set = await app.inject({
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: { token, newPassword: password },
  });
  if (set.statusCode !== 204) throw new Error(`set password ${email}: ${set.statusCode} ${set.body}`);
  const session = await app.inject({ method: 'POST', url: '/auth/sessions', payload: { email, password } });
  if (session.statusCode !== 200) throw new Error(`sign in ${email}: ${session.statusCode} ${session.body}`);
  const idToken = session.json().idToken as string;
  return { id, email, password, token: idToken, headers: { authorization: `Bearer ${idToken}` } };
}

/** A minimal real PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a PDF document as the vendor does (POST /api/vendorFiles); answers the file's id. */
export async function uploadDocument(
  app: FastifyInstance,
  vendor: { headers: { authorization: string } },
  fileLabel: string,
  title = fileLabel,
): Promise<number> {
  const body = multipart([
    { name: 'fileLabel', value: fileLabel },
    { name: 'title', value: title },
    { name: 'file', filename: 'doc.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/vendorFiles',
    payload: body.payload,
    headers: { ...body.headers, ...vendor.headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload ${fileLabel}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}
