-- A booking's lines never change: store them with the appointment, as every answer shows them (line order).
ALTER TABLE "appointments" ADD COLUMN "lines" jsonb;--> statement-breakpoint
UPDATE "appointments" a SET "lines" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'productId', p.id, 'productTitle', p.title, 'priceId', pr.id, 'priceTitle', pr.title, 'quantity', l.quantity,
    'section', pr.section, 'isOutside', pr.is_outside, 'schedulingInterface', pr.scheduling_interface
  ) ORDER BY l.id)
  FROM "appointment_lines" l
  JOIN "products" p ON p.id = l.product_id
  JOIN "prices" pr ON pr.id = l.price_id
  WHERE l.appointment_id = a.id
), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "lines" SET NOT NULL;
