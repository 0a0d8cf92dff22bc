import { useQuery } from '@tanstack/react-query';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { FilesCard } from './files-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { profileQuery } from './queries.ts';
import { ReviewStatusNotice } from './review-status.tsx';

/** SPEC §2 Account (/account): the company profile and the business documents. */
export function AccountPage() {
  const session = useSession();
  const { token, vendor: sessionVendor } = session;
  const profile = useQuery(profileQuery(session));
  if (!token) {
    return (
      <>
        <PageHeader title={ACCOUNT.pageTitle} />
        <Alert tone="info">{ACCOUNT.signInRequired}</Alert>
      </>
    );
  }
  const reviewStatus = (profile.data ?? sessionVendor)?.reviewStatus;
  return (
    <>
      <PageHeader title={ACCOUNT.pageTitle} />
      <div className="flex flex-col gap-4 sm:gap-6">
        {reviewStatus ? <ReviewStatusNotice status={reviewStatus} /> : null}
        <ProfileCard profile={profile} />
        <FilesCard />
      </div>
    </>
  );
}
