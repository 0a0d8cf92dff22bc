import type { ReviewStatus } from '@vendor-portal/contract/vendor';

// The review statuses as the console lists them. Written here rather than imported from the
// contract's vendor module, which would bring zod into the console's pages.
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly ReviewStatus[];

export const REVIEW_TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const satisfies Record<
  ReviewStatus,
  string
>;
