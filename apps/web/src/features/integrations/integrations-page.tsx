import { Link } from 'react-router';
import { Webhook } from 'lucide-react';
import { INTEGRATIONS } from '@vendor-portal/contract/messages';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';

// /integrations (the owner's; docs/features.md "Integrations"): the company's own software and the portal. One card
// per way in: API keys here, webhooks on their own page (/integrations/webhooks). A new kind of integration is a
// new card in this list.

export function IntegrationsPage() {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <PageHeader title={INTEGRATIONS.title} />
        <p className="-mt-2 text-gray-700 sm:-mt-4">{INTEGRATIONS.intro}</p>
      </div>
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}

function WebhooksCard() {
  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader
        title={<span id="webhooks-title">{INTEGRATIONS.webhooksHeading}</span>}
        subtitle={INTEGRATIONS.webhooksHint}
      />
      <CardBody>
        <Link
          to="/integrations/webhooks"
          className="inline-flex min-h-11 items-center gap-2 font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          <Webhook aria-hidden="true" className="size-4" />
          {INTEGRATIONS.webhooksLink}
        </Link>
      </CardBody>
    </Card>
  );
}
