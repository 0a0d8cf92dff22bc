CREATE TABLE "claim_waits" (
	"claim_hour" timestamp NOT NULL,
	"product_id" integer NOT NULL,
	"wait_minutes" double precision NOT NULL,
	"jobs" integer NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "claim_waits_claim_hour_product_id_wait_minutes_pk" PRIMARY KEY("claim_hour","product_id","wait_minutes")
);
--> statement-breakpoint
DROP INDEX "appointments_open_jobs_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "product_ids" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(lines, '$[*].productId')) STORED;--> statement-breakpoint
CREATE INDEX "appointments_open_jobs_idx" ON "appointments" USING btree ("created_at","id","actual_date_time","zip_code",product_ids) WHERE "appointments"."vendor_id" is null and "appointments"."completed_at" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
-- The overview's time to claim (docs/performance.md "Insights views"): a wait in minutes to 3 significant
-- digits, at most 2 decimals (the figures are shown to a tenth), so a period reads a few thousand rows.
CREATE FUNCTION claim_wait_bucket(minutes double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when minutes = 0 then 0::float8
    else round(minutes::numeric, least(2, 2 - floor(log(abs(minutes::numeric)))::int))::float8 end
$$;--> statement-breakpoint
-- What one claimed job adds to claim_waits: its hour (UTC) and wait for the job as a whole (product 0), and
-- for each of its services with its lines of it. Read by the triggers below and by the API for the rows of the
-- period's first and last hours, so a wait is counted the same way in both.
CREATE FUNCTION claim_wait_rows(claimed timestamptz, booked timestamptz, job_lines jsonb)
RETURNS TABLE (claim_hour timestamp, product_id integer, wait_minutes double precision, jobs integer, lines integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  with c as (
    select date_trunc('hour', claimed at time zone 'UTC') as h,
      claim_wait_bucket(date_part('epoch', claimed - booked) / 60) as w
    where claimed is not null
  )
  select c.h, 0, c.w, 1, 1 from c
  union all
  select c.h, (l ->> 'productId')::int, c.w, 1, count(*)::int
  from c cross join jsonb_array_elements(job_lines) l
  group by c.h, (l ->> 'productId')::int, c.w
$$;--> statement-breakpoint
-- Adds the new rows' waits and takes away the old rows', in the transaction of the statement that wrote them
-- (the booking, the claim, the release, a reschedule by ops...). Statement-level, with transition tables: one
-- upsert per statement, in key order (concurrent claims lock the same rows in the same order).
CREATE FUNCTION claim_waits_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO claim_waits
    SELECT w.claim_hour, w.product_id, w.wait_minutes, sum(w.jobs), sum(w.lines)
    FROM new_rows a CROSS JOIN LATERAL claim_wait_rows(a.claimed_at, a.created_at, a.lines) w
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (claim_hour, product_id, wait_minutes) DO UPDATE
      SET jobs = claim_waits.jobs + excluded.jobs, lines = claim_waits.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO claim_waits
    SELECT w.claim_hour, w.product_id, w.wait_minutes, -sum(w.jobs), -sum(w.lines)
    FROM old_rows a CROSS JOIN LATERAL claim_wait_rows(a.claimed_at, a.created_at, a.lines) w
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (claim_hour, product_id, wait_minutes) DO UPDATE
      SET jobs = claim_waits.jobs + excluded.jobs, lines = claim_waits.lines + excluded.lines;
  ELSE
    INSERT INTO claim_waits
    SELECT w.claim_hour, w.product_id, w.wait_minutes, sum(d.sign * w.jobs), sum(d.sign * w.lines)
    FROM (
      SELECT 1 AS sign, n.claimed_at, n.created_at, n.lines
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.claimed_at, n.created_at, n.lines) IS DISTINCT FROM (o.claimed_at, o.created_at, o.lines)
      UNION ALL
      SELECT -1, o.claimed_at, o.created_at, o.lines
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.claimed_at, n.created_at, n.lines) IS DISTINCT FROM (o.claimed_at, o.created_at, o.lines)
    ) d CROSS JOIN LATERAL claim_wait_rows(d.claimed_at, d.created_at, d.lines) w
    GROUP BY 1, 2, 3 HAVING sum(d.sign * w.jobs) <> 0 OR sum(d.sign * w.lines) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (claim_hour, product_id, wait_minutes) DO UPDATE
      SET jobs = claim_waits.jobs + excluded.jobs, lines = claim_waits.lines + excluded.lines;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER appointments_claim_waits_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_waits_follow();--> statement-breakpoint
CREATE TRIGGER appointments_claim_waits_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_waits_follow();--> statement-breakpoint
CREATE TRIGGER appointments_claim_waits_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_waits_follow();--> statement-breakpoint
INSERT INTO claim_waits
SELECT w.claim_hour, w.product_id, w.wait_minutes, sum(w.jobs), sum(w.lines)
FROM appointments a CROSS JOIN LATERAL claim_wait_rows(a.claimed_at, a.created_at, a.lines) w
WHERE a.claimed_at IS NOT NULL
GROUP BY 1, 2, 3;
