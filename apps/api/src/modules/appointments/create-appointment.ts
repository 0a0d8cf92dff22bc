import { and, eq, inArray } from 'drizzle-orm';
import type { OpsCreateAppointmentBody } from '@vendor-portal/contract/ops/marketplace';
import { percentOfCents } from '@vendor-portal/contract/money';
import type { Db } from '../../db/client.ts';
import {
  appointmentBases,
  appointmentLines,
  appointments,
  customers,
  prices,
  products,
  properties,
  vendors,
  type AppointmentLineSnapshot,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { publish } from '../../lib/event-bus.ts';
import { queueNewJobAlerts, type AlertContext } from '../live/new-job-alerts.ts';
import { queueStaffReminders } from '../push/staff-reminders.ts';
import { noShowCentsAtBooking } from '../visit/no-show-pay.ts';
import { freezeChecklist } from '../visit/freeze-checklist.ts';
import { customerJobUrl, type JobLinkKeys } from '../customer-job/job-link.ts';
import { customerLanguage, inCustomerLanguage, servicesText, withJobLink } from '../../lib/customer-mail.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { CUSTOMER_MAIL } from '@vendor-portal/contract/messages';
import { jobWhen } from '@vendor-portal/contract/dates';
import { schedulingKindOfLines } from '@vendor-portal/contract/scheduling-kind';

/** Books an appointment as the marketplace does (ops API and demo seed). */
export async function createAppointment(
  db: Db,
  body: OpsCreateAppointmentBody,
  /** The marketplace's alerts (the ops API); the demo seed books without alerting anyone. */
  alerts?: AlertContext,
  /** The customer's link (the ops API): made with the booking and mailed to the customer in its confirmation. */
  links?: JobLinkKeys,
): Promise<{ id: number; appointmentBaseId: number; customerUrl?: string }> {
  return db.transaction(async (tx) => {
    const priceIds = [...new Set(body.lines.map((l) => l.priceId))];
    const found = await tx
      .select({
        id: prices.id,
        productId: prices.productId,
        productTitle: products.title,
        title: prices.title,
        section: prices.section,
        isOutside: prices.isOutside,
        schedulingInterface: prices.schedulingInterface,
        payoutCents: prices.payoutCents,
        priceCents: prices.priceCents,
        signatureRequired: products.signatureRequired,
        cancellationPercent: products.cancellationPayoutPercent,
        noShowPercent: products.noShowPayoutPercent,
      })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(inArray(prices.id, priceIds));
    // The lines as every answer shows them, stored with the booking (they never change).
    const snapshot: AppointmentLineSnapshot[] = body.lines.map((line) => {
      const price = found.find((p) => p.id === line.priceId);
      if (!price || price.productId !== line.productId) {
        throw badRequest(`Price ${line.priceId} does not belong to product ${line.productId}.`);
      }
      return {
        productId: price.productId,
        productTitle: price.productTitle,
        priceId: price.id,
        priceTitle: price.title,
        quantity: line.quantity,
        section: price.section,
        isOutside: price.isOutside,
        schedulingInterface: price.schedulingInterface,
      };
    });
    // docs/architecture.md "Pay and earnings": the pay is frozen now, quantity × the unit's pay of today.
    const linePayoutCents = body.lines.map(
      (line) => line.quantity * found.find((p) => p.id === line.priceId)!.payoutCents,
    );
    const payoutCents = linePayoutCents.reduce((sum, cents) => sum + cents, 0);
    // docs/architecture.md "The visit": the customer's price and whether the customer signs, frozen like the pay.
    const priceCents = body.lines.reduce(
      (sum, line) => sum + line.quantity * found.find((p) => p.id === line.priceId)!.priceCents,
      0,
    );
    const signatureRequired = found.some((p) => p.signatureRequired);
    // docs/architecture.md "The visit", "Money that is fair": each line's share at its product's percent of
    // today, rounded down to the cent as every percent of pay is (percentOfCents), frozen like the pay.
    const percentOf = (priceId: number) => found.find((p) => p.id === priceId)!;
    const cancellationCents = body.lines.reduce(
      (sum, line, i) => sum + percentOfCents(linePayoutCents[i]!, percentOf(line.priceId).cancellationPercent),
      0,
    );
    if (body.vendorId !== undefined) {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.id, body.vendorId)))
        .limit(1);
      if (!vendor) throw badRequest(`Vendor ${body.vendorId} does not exist.`);
    }
    const [customer] = await tx
      .insert(customers)
      .values({
        firstName: body.customer.firstName,
        lastName: body.customer.lastName,
        email: body.customer.email ?? null,
        phone: body.customer.phone ?? null,
        // Issue 46: the language of the customer's mails and of its /approve page.
        language: body.customer.language ?? 'en',
      })
      .returning({ id: customers.id });
    const [property] = await tx
      .insert(properties)
      .values({ customerId: customer!.id, ...body.property, street2: body.property.street2 ?? null })
      .returning({ id: properties.id });
    // The base's length is kept with the appointment too (it never changes): answers read it there.
    const appointmentLength = body.duration;
    const [base] = await tx
      .insert(appointmentBases)
      .values({ appointmentLength })
      .returning({ id: appointmentBases.id });
    const [appointment] = await tx
      .insert(appointments)
      .values({
        appointmentBaseId: base!.id,
        vendorId: body.vendorId ?? null,
        customerId: customer!.id,
        propertyId: property!.id,
        zipCode: body.property.zipCode,
        actualDateTime: new Date(body.actualDateTime),
        duration: body.duration,
        completedAt: body.completedAt ? new Date(body.completedAt) : null,
        claimedAt: body.vendorId !== undefined ? new Date() : null,
        lines: snapshot,
        appointmentLength,
        linePayoutCents,
        payoutCents,
        cancellationCents,
        priceCents,
        signatureRequired,
        noShowCents: noShowCentsAtBooking(
          body.lines.map((line, i) => ({
            payoutCents: linePayoutCents[i]!,
            percent: percentOf(line.priceId).noShowPercent,
          })),
        ),
      })
      .returning({ id: appointments.id });
    await tx.insert(appointmentLines).values(
      body.lines.map((l) => ({
        appointmentId: appointment!.id,
        productId: l.productId,
        priceId: l.priceId,
        quantity: l.quantity,
      })),
    );
    const appointmentId = appointment!.id;
    await freezeChecklist(tx, appointmentId, [...new Set(snapshot.map((l) => l.productId))]);
    // docs/architecture.md "Live events and alerts": in the booking's transaction.
    await publish(tx, { type: 'appointment.booked', appointmentId, vendorId: body.vendorId });
    if (alerts && body.vendorId === undefined) await queueNewJobAlerts(tx, appointmentId, alerts);
    // Staff hear of it if it is still unclaimed near its start (checked when the reminder falls due: a job
    // booked for a company may be released meanwhile).
    if (alerts) await queueStaffReminders(tx, appointmentId, new Date(body.actualDateTime), alerts.now());
    if (!links) return { id: appointmentId, appointmentBaseId: base!.id };
    // docs/architecture.md "The customer's page": the link is made now, and the confirmation carries it.
    const language = customerLanguage(body.customer.language);
    const customerUrl = await customerJobUrl(tx, links, appointmentId, language);
    if (body.customer.email) {
      const mail = inCustomerLanguage(language, () => {
        const service = servicesText(language, snapshot);
        return {
          subject: CUSTOMER_MAIL.bookedSubject(service),
          text: withJobLink(
            CUSTOMER_MAIL.bookedText({
              customer: body.customer.firstName || CUSTOMER_MAIL.customerFallback,
              service,
              when: jobWhen(body.actualDateTime, body.property.timeZone, schedulingKindOfLines(snapshot)),
            }),
            customerUrl,
          ),
        };
      });
      const now = alerts?.now() ?? new Date();
      await queueMail(tx, [{ idempotencyKey: `booked:${appointmentId}`, to: body.customer.email, ...mail }], now);
    }
    return { id: appointmentId, appointmentBaseId: base!.id, customerUrl };
  });
}
