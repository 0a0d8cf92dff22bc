import { ACCOUNT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useVendor } from '../../lib/api/get-vendor.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useMay } from '../../lib/roles/role-access.ts';
import { CalendarCardSlot } from './calendar-card-slot.tsx';
import { FilesCard } from './files-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ReviewStatusNotice } from './review-status.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { PushCard } from './push-card.tsx';
import { SignInCard } from './sign-in-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { OwnCalendars, OwnTimeOff } from './own-time-off.tsx';

/** docs/product-spec.md §2 Account (/account): the company profile and the business documents. */
export function AccountPage() {
  const { token } = useSession();
  const profile = useVendor();
  const setsUp = useMay('setup');
  const readsFiles = useMay('files');
  if (!token) {
    return (
      <>
        <PageHeader title={ACCOUNT.pageTitle} />
        <Alert tone="info">{ACCOUNT.signInRequired}</Alert>
      </>
    );
  }
  // The company's profile and documents are its setup; a technician's account is its own sign-in, calendar and
  // notifications (docs/features.md "A company with a crew").
  const reviewStatus = setsUp ? profile.data?.reviewStatus : undefined;
  return (
    <>
      <PageHeader title={ACCOUNT.pageTitle} />
      <div className="flex flex-col gap-4 sm:gap-6">
        {reviewStatus ? <ReviewStatusNotice status={reviewStatus} note={profile.data?.reviewNote} /> : null}
        {setsUp ? <ProfileCard profile={profile} /> : null}
        <SignInCard />
        <LanguageCard />
        {readsFiles ? <FilesCard /> : null}
        <CalendarCardSlot />
        <NotificationsCard />
        <PushCard />
        <OwnTimeOff />
        <OwnCalendars />
      </div>
    </>
  );
}
