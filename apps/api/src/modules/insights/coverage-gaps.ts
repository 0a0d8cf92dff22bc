import { sql } from 'drizzle-orm';
import type { CoverageGap, CoverageGapDetail } from '@vendor-portal/contract/ops/insights';
import type { Db } from '../../db/client.ts';
import { appointments, products, vendorProducts, vendors, vendorZipCodes } from '../../db/schema.ts';
import { openForClaim } from '../appointments/unclaimed.ts';
import { claimableBy } from '../eligibility/rules.ts';
import { rowsOf } from './period.ts';

// Coverage gaps: open future jobs that no vendor may claim, counted by zip code and service. "May
// claim" is the claim's own condition (claimableBy, eligibility/rules.ts), tried on the vendors that
// serve the job's zip code (the zip index): none passing means nobody serves it, or every one that
// does is blocked (not approved, an expired document, the agreement unsigned...).
//
// Whether a job may be claimed depends only on its zip code and its products, so the open jobs are first
// grouped by both (a few thousand groups, not tens of thousands of jobs: docs/performance.md "Insights
// views"), read by an index-only scan of appointments_open_jobs_idx (which carries zip_code and product_ids),
// and the rule is tried once per group. The group is named `appointments` and carries `zip_code` and `lines`
// (one `{ productId }` per product), so claimableBy reads it exactly as it reads a job.

/** The open jobs by zip code and products: how many in each. */
const openGroups = sql`select g.zip_code, g.product_ids, g.jobs, (
    select jsonb_agg(jsonb_build_object('productId', p.value)) from jsonb_array_elements(g.product_ids) p
  ) as lines
  from (
    select ${appointments.zipCode} as zip_code, ${appointments.productIds} as product_ids, count(*)::int as jobs
    from ${appointments} where ${openForClaim}
    group by 1, 2
  ) g`;

/**
 * The group (`appointments` of the enclosing query) has no vendor that may claim it. Only vendors that
 * offer its first product in its zip code are tried: every other one fails servesEveryProduct anyway.
 * `offset 0` keeps it a subquery run per group (PostgreSQL does not turn it into an anti-join), so it reads the
 * zip index for the group's few vendors and stops at the first that may claim, instead of checking the
 * standing of every vendor first (docs/performance.md "Insights views").
 */
const nobodyMayClaim = sql`not exists (
  select 1 from ${vendorZipCodes} gz join ${vendorProducts} gvp on gvp.id = gz.vendor_product_id
  where gz.zip_code = ${appointments.zipCode}
    and gvp.product_id = (${appointments.productIds} ->> 0)::int
    and ${claimableBy(sql`gvp.vendor_id`)}
  offset 0
)`;

/**
 * The gaps: zip code and service of each group no vendor may claim, with its jobs. The groups are a
 * materialised CTE so PostgreSQL hashes them (sorting 33,000 jobs by zip code and products to feed the
 * outer grouping cost more than the rest: docs/performance.md "Insights views").
 */
const gaps = sql`with open_groups as materialized (${openGroups})
  select ${appointments.zipCode} as zip_code, p.id as product_id, p.title as product_title,
    sum(${appointments}.jobs)::int as open_jobs
  from open_groups ${appointments}
  cross join lateral (select distinct value from jsonb_array_elements(${appointments.productIds})) l
  join ${products} p on p.id = l.value::int
  where ${nobodyMayClaim}
  group by ${appointments.zipCode}, p.id, p.title`;

interface GapRow {
  zip_code: string;
  product_id: number;
  product_title: string;
  open_jobs: number;
}
const toGap = (r: GapRow): CoverageGap => ({
  zipCode: r.zip_code,
  productId: r.product_id,
  productTitle: r.product_title,
  openJobs: r.open_jobs,
});

export async function coverageGaps(db: Db): Promise<CoverageGap[]> {
  const rows = rowsOf<GapRow>(await db.execute(sql`${gaps} order by open_jobs desc, zip_code, product_id`));
  return rows.map(toGap);
}

const NEAREST_LIMIT = 5;

/**
 * Each gap with the vendors nearest to filling it, nearest first: those serving the service in the
 * zip code but blocked, then those serving the zip code without the service, then those serving the
 * service in a neighbouring zip code. Neighbouring is simple on purpose: the same 3-digit prefix
 * (the USPS sectional centre), read as a range on the zip index.
 */
export async function coverageGapsWithNearest(db: Db): Promise<CoverageGapDetail[]> {
  const rows = rowsOf<GapRow & { nearest: CoverageGapDetail['nearest'] }>(
    await db.execute(sql`select g.*, coalesce((
        select jsonb_agg(jsonb_build_object('id', n.id, 'title', n.title, 'reason',
          case n.rank when 0 then 'blocked' when 1 then 'zipWithoutService' else 'neighbouringZip' end)
          order by n.rank, n.id)
        from (
          select v.id, v.title, min(case
              when nz.zip_code = g.zip_code and nvp.product_id = g.product_id then 0
              when nz.zip_code = g.zip_code then 1 else 2 end) as rank
          from ${vendorZipCodes} nz join ${vendorProducts} nvp on nvp.id = nz.vendor_product_id
          join ${vendors} v on v.id = nvp.vendor_id
          where nz.zip_code = g.zip_code
            or (nvp.product_id = g.product_id
              and nz.zip_code between left(g.zip_code, 3) || '00' and left(g.zip_code, 3) || '99')
          group by v.id, v.title
          order by rank, v.id
          limit ${NEAREST_LIMIT}
        ) n
      ), '[]'::jsonb) as nearest
      from (${gaps}) g
      order by g.open_jobs desc, g.zip_code, g.product_id`),
  );
  return rows.map((r) => ({ ...toGap(r), nearest: r.nearest }));
}
