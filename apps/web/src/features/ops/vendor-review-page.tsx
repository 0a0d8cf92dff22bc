import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { WEEK_DAYS } from '@vendor-portal/contract/constants';
import type { OpsVendorDetail, ReviewVendorBody } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ChipList } from '../../components/ui/chip-list.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useOpsVendor } from './api/get-ops-vendor.ts';
import { useReviewVendor } from './api/review-vendor.ts';
import { listDetails } from '../../lib/files/file-details.ts';
import { DocumentReview } from './document-review.tsx';
import { consoleDay, consoleInstant } from '../../lib/dates/dates.ts';
import { REVIEW_TONE } from './review-status.ts';
import { VendorAdjustments } from './vendor-adjustments.tsx';
import { ReviewDecision } from './review-decision.tsx';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-600">{term}</dt>
          <dd className="min-w-0 break-words text-gray-900">{value || CONSOLE.notSet}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileCard({ vendor }: { vendor: OpsVendorDetail }) {
  const address = [vendor.street1, vendor.street2, `${vendor.city}, ${vendor.state} ${vendor.zipCode}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardHeader title={CONSOLE.profileTitle} />
      <CardBody>
        <Facts
          rows={[
            [CONSOLE.contactLabel, vendor.contactName],
            [
              CONSOLE.email,
              `${vendor.email} (${vendor.emailVerified ? CONSOLE.emailVerified : CONSOLE.emailUnverified})`,
            ],
            [CONSOLE.phoneLabel, vendor.phone],
            [CONSOLE.addressLabel, address],
          ]}
        />
      </CardBody>
    </Card>
  );
}

function ServicesCard({ vendor }: { vendor: OpsVendorDetail }) {
  return (
    <Card>
      <CardHeader title={CONSOLE.servicesTitle} />
      <CardBody>
        {vendor.services.length === 0 ? (
          <p className="text-sm text-gray-600">{CONSOLE.noServices}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {vendor.services.map((s) => (
              <li key={s.vendorProductId} className="flex flex-col gap-1">
                <span className="font-medium text-gray-900">{s.productTitle}</span>
                <ChipList items={s.zipCodes} label={CONSOLE.zipCodesOf(s.productTitle)} />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function HoursCard({ vendor }: { vendor: OpsVendorDetail }) {
  const byDay = new Map(vendor.hours.map((h) => [h.weekDay, h]));
  return (
    <Card>
      <CardHeader
        title={CONSOLE.hoursTitle}
        subtitle={vendor.timeZone ? CONSOLE.hoursZone(vendor.timeZone) : undefined}
      />
      <CardBody>
        {vendor.hours.length === 0 ? (
          <p className="text-sm text-gray-600">{CONSOLE.noHours}</p>
        ) : (
          <Facts
            rows={WEEK_DAYS.filter((d) => byDay.has(d)).map((d) => {
              const h = byDay.get(d)!;
              return [d, `${h.openTime}–${h.closeTime}`];
            })}
          />
        )}
      </CardBody>
    </Card>
  );
}

function AgreementCard({ vendor }: { vendor: OpsVendorDetail }) {
  const signed = vendor.agreement;
  return (
    <Card>
      <CardHeader title={CONSOLE.agreementTitle} />
      <CardBody className="flex flex-col gap-3">
        {signed ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-gray-900">
              {CONSOLE.agreementVersion(signed.documentId, consoleDay(signed.effectiveDate))}
              <Badge tone={signed.isCurrent ? 'success' : 'warning'}>
                {signed.isCurrent ? CONSOLE.agreementCurrent : CONSOLE.agreementOutdated}
              </Badge>
            </p>
            <Facts
              rows={[
                [CONSOLE.signedAtLabel, consoleInstant(signed.signedAt)],
                [CONSOLE.ipLabel, signed.ip],
                [CONSOLE.userAgentLabel, signed.userAgent],
              ]}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">{CONSOLE.agreementNotSigned}</p>
        )}
      </CardBody>
    </Card>
  );
}

/** The decision on the vendor itself: approve, or reject with a reason (mailed to the vendor). */
function VendorDecisionCard({ vendor }: { vendor: OpsVendorDetail }) {
  const review = useReviewVendor(vendor.id);
  return (
    <Card>
      <CardHeader
        title={CONSOLE.vendorDecisionTitle}
        subtitle={CONSOLE.currentStatus(CONSOLE.reviewStatus[vendor.reviewStatus])}
      />
      <CardBody className="flex flex-col gap-3">
        {vendor.reviewNote && vendor.reviewStatus === 'rejected' ? (
          <p className="text-sm text-gray-700">{CONSOLE.lastNote(vendor.reviewNote)}</p>
        ) : null}
        <ReviewDecision
          idBase="vendor"
          review={review}
          bodyOf={(decision): ReviewVendorBody =>
            decision.status === 'approved'
              ? { reviewStatus: 'approved' }
              : { reviewStatus: 'rejected', reviewNote: decision.reason }
          }
        />
      </CardBody>
    </Card>
  );
}

/**
 * A vendor under review (docs/architecture.md "Staff and review"): its profile, services and zips,
 * hours in its zone, the agreement it signed, its documents each with a preview and a decision, and
 * the decision on the vendor.
 */
export function VendorReviewPage() {
  const id = Number(useParams().id);
  const vendor = useOpsVendor(id);

  const back = (
    <Link
      to="/ops"
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {CONSOLE.backToQueue}
    </Link>
  );
  if (vendor.isPending) return <LoadingState text={CONSOLE.loading} />;
  if (vendor.isError)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Alert>
          {errorText(vendor.error, { codes: { 'not-found': CONSOLE.vendorNotFound }, fallback: CONSOLE.loadFailed })}
        </Alert>
      </div>
    );
  const v = vendor.data;
  const details = listDetails(v.files);
  return (
    <>
      {back}
      <PageHeader title={v.title}>
        <Badge tone={REVIEW_TONE[v.reviewStatus]}>{CONSOLE.reviewStatus[v.reviewStatus]}</Badge>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileCard vendor={v} />
        <AgreementCard vendor={v} />
        <ServicesCard vendor={v} />
        <HoursCard vendor={v} />
        <Card className="lg:col-span-2">
          <CardHeader title={CONSOLE.documentsTitle} />
          <CardBody>
            {v.files.length === 0 ? (
              <EmptyState title={CONSOLE.noDocuments} />
            ) : (
              <ul className="flex flex-col divide-y divide-gray-100">
                {v.files.map((file) => (
                  <DocumentReview key={file.id} file={file} vendorId={v.id} details={details.get(file.id) ?? ''} />
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <div className="lg:col-span-2">
          <VendorDecisionCard vendor={v} />
        </div>
        <div className="lg:col-span-2">
          <VendorAdjustments vendorId={v.id} />
        </div>
      </div>
    </>
  );
}
