import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Form, FormOutcome, useAction, type Outcome } from '../../components/form.tsx';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AGREEMENT_TEXT_CLASSES } from '../../components/markdown/markdown-classes.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useOpsAgreement, type OpsAgreement } from './api/get-ops-agreement.ts';
import { usePublishAgreement } from './api/publish-agreement.ts';
import { consoleDay, consoleInstant } from '../../lib/dates/dates.ts';

// The same renderer as the vendor's agreement overlay, so the preview is what vendors will read.
const AgreementMarkdown = lazy(() => import('../../components/markdown/agreement-markdown.tsx'));

/**
 * The vendor agreement (docs/architecture.md "Staff and review"): the version in effect, a markdown
 * editor with a live preview, and publishing a new version, which every vendor signs again.
 */
export function AgreementPage() {
  const agreement = useOpsAgreement();
  // Kept here: publishing remounts the editor (keyed by the version), the outcome stays on screen.
  const publish = usePublishAgreement();
  const publishing = useAction({
    run: async (markdown: string) => {
      await publish.mutateAsync(markdown);
      return CONSOLE.published;
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  return (
    <>
      <PageHeader title={CONSOLE.agreementEditorTitle} />
      {agreement.isPending ? (
        <LoadingState text={CONSOLE.loading} />
      ) : agreement.isError ? (
        <Alert>{errorText(agreement.error, { fallback: CONSOLE.loadFailed })}</Alert>
      ) : (
        // Keyed by the version in effect: after publishing, the editor starts from the new text.
        <AgreementEditor key={agreement.data.data?.id ?? 0} agreement={agreement.data} publishing={publishing} />
      )}
    </>
  );
}

function AgreementEditor({
  agreement,
  publishing,
}: {
  agreement: OpsAgreement;
  /** The publish action (useAction), kept by the page. */
  publishing: {
    run: (markdown: string) => Promise<void>;
    busy: boolean;
    outcome: Outcome;
    setOutcome: (o: Outcome) => void;
  };
}) {
  const current = agreement.data;
  const [markdown, setMarkdown] = useState(current?.contentMarkdown ?? '');
  const preview = useDeferredValue(markdown);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const onSubmit = () => {
    publishing.setOutcome(null);
    if (!markdown.trim()) return setError(CONSOLE.contentRequired);
    setError(undefined);
    setConfirming(true);
  };

  const onConfirm = async () => {
    await publishing.run(markdown);
    setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        {current?.effectiveDate ? CONSOLE.inEffect(consoleInstant(current.effectiveDate)) : CONSOLE.noAgreement}
      </p>
      <FormOutcome outcome={publishing.outcome} />
      <Form form={{ onSubmit }} className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardBody className="flex h-full flex-col gap-3">
            <TextAreaField
              label={CONSOLE.markdownLabel}
              value={markdown}
              onChange={(e) => setMarkdown(e.target.value)}
              error={error}
              className="min-h-80 font-mono text-sm lg:min-h-[28rem]"
              spellCheck
            />
            <Button type="submit" busy={publishing.busy} className="self-start">
              {CONSOLE.publish}
            </Button>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={CONSOLE.previewTitle} />
          <CardBody>
            <div className={`${AGREEMENT_TEXT_CLASSES} max-h-[32rem] overflow-y-auto`} data-testid="agreement-preview">
              {preview.trim() ? (
                <Suspense fallback={<p role="status">{CONSOLE.loading}</p>}>
                  <AgreementMarkdown source={preview} />
                </Suspense>
              ) : (
                <p className="text-gray-600">{CONSOLE.previewEmpty}</p>
              )}
            </div>
          </CardBody>
        </Card>
      </Form>
      {agreement.versions.length ? (
        <Card>
          <CardHeader title={CONSOLE.versionsTitle} />
          <CardBody>
            <ul className="flex flex-col gap-1 text-sm text-gray-800">
              {agreement.versions.map((v) => (
                <li key={v.id}>{CONSOLE.versionRow(v.id, consoleDay(v.effectiveDate ?? v.createdAt), v.signatures)}</li>
              ))}
            </ul>
          </CardBody>
        </Card>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={CONSOLE.publish}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={publishing.busy}>
              {CONSOLE.cancel}
            </Button>
            <Button busy={publishing.busy} onClick={() => void onConfirm()}>
              {CONSOLE.publish}
            </Button>
          </>
        }
      >
        {CONSOLE.publishConfirm}
      </Dialog>
    </div>
  );
}
