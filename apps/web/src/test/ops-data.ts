import type {
  OpsAppointment,
  OpsProduct,
  OpsVendor,
  OpsVendorDetail,
  OpsVendorFile,
} from '@vendor-portal/contract/ops/staff';
import { fakeIdToken } from './tokens.ts';

// Staff sessions and console answers shaped by packages/contract/src/ops/staff.ts, for the console's tests.

export const staffSession = (role: 'reviewer' | 'admin' = 'reviewer') =>
  ({
    status: 'signIn',
    vendorId: null,
    email: `${role}@example.com`,
    token: fakeIdToken({ email: `${role}@example.com`, role }),
  }) as const;

export const opsVendor = (id: number, patch: Partial<OpsVendor> = {}): OpsVendor => ({
  id,
  title: `Vendor ${id}`,
  contactName: 'Jordan Rivera',
  email: `v${id}@example.com`,
  phone: '(303) 555-0123',
  street1: '1600 Champa St',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  reviewStatus: 'pending',
  submittedAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  reviewNote: null,
  reviewedAt: null,
  pendingFiles: 1,
  ...patch,
});

export const opsFile = (id: number, patch: Partial<OpsVendorFile> = {}): OpsVendorFile => ({
  id,
  vendorId: 3,
  title: `File ${id}`,
  fileLabel: 'W-9 Form',
  contentType: 'application/pdf',
  size: 1000,
  createdAt: '2026-11-20T15:00:00.000Z',
  status: 'pending',
  reviewNote: null,
  expiresAt: null,
  expired: false,
  reviewedAt: null,
  reviewedBy: null,
  requiresExpiry: false,
  mediaUrl: `/api/vendorFiles/${id}/content?expires=1&signature=x`,
  ...patch,
});

export const opsVendorDetail = (patch: Partial<OpsVendorDetail> = {}): OpsVendorDetail => ({
  ...opsVendor(3),
  emailVerified: true,
  services: [{ vendorProductId: 1, productId: 1, productTitle: 'Window Cleaning', zipCodes: ['80202', '80203'] }],
  timeZone: 'America/Denver',
  hours: [{ weekDay: 'Monday', openTime: '08:00', closeTime: '17:00' }],
  files: [
    opsFile(11, { title: 'COI 2026', fileLabel: 'Certificate of Insurance', requiresExpiry: true }),
    opsFile(12, { title: 'Storefront', contentType: 'image/png' }),
  ],
  agreement: {
    documentId: 2,
    effectiveDate: '2026-01-01T00:00:00.000Z',
    signedAt: '2026-11-20T15:05:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (iPhone)',
    isCurrent: true,
  },
  ...patch,
});

export const opsProduct = (id: number, patch: Partial<OpsProduct> = {}): OpsProduct => ({
  id,
  title: `Product ${id}`,
  isActive: true,
  cancellationPayoutPercent: 50,
  noShowPayoutPercent: 50,
  prices: [
    {
      id: id * 10,
      title: 'Standard',
      section: null,
      isOutside: false,
      schedulingInterface: null,
      payoutCents: 0,
      priceCents: 0,
    },
  ],
  checklist: [],
  signatureRequired: false,
  ...patch,
});

export const opsAppointment = (id: number, patch: Partial<OpsAppointment> = {}): OpsAppointment => ({
  id,
  appointmentBaseId: id,
  actualDateTime: '2026-12-01T16:00:00.000Z',
  completedAt: null,
  customer: { firstName: 'Ana', lastName: 'Lopez', email: null, phone: null },
  property: {
    title: 'Lopez Home',
    street1: '1 Elm St',
    street2: null,
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  },
  appointmentDetails: { duration: 60, products: [{ id: 1, title: 'Window Cleaning', prices: [] }] },
  payoutCents: 0,
  vendor: null,
  claimedAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...patch,
});
