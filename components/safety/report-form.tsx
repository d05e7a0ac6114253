'use client';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCheckbox, FormRadioGroup } from '@/components/ui/form-choice';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useRefreshAfterBlock, useReportMember } from '@/lib/client/queries/safety';
import { useZodForm } from '@/lib/client/use-zod-form';
import { REPORT_DETAILS_MAX_LENGTH, reportSchema } from '@/lib/schemas/safety';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { REPORT_REASONS } from '@/lib/shared/report-reasons';
import type { ReportSubject } from './report-dialog';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: MSG_SAFETY.reasonLabels[value] }));

/** The report's form and its thanks. */
type ReportFormProps = { subject: ReportSubject; name: string; onClose(): void; onBlocked?(): void };

function ReportForm({ subject, name, onClose, onBlocked }: ReportFormProps) {
  const report = useReportMember();
  const refreshAfterBlock = useRefreshAfterBlock();
  const [sent, setSent] = useState<{ blocked: boolean } | null>(null);
  // However the dialog closes (Close, Escape, the backdrop), the block shows everywhere then.
  const memberId = subject.member.id;
  useEffect(() => {
    if (sent?.blocked) return () => refreshAfterBlock(memberId);
  }, [sent, memberId, refreshAfterBlock]);
  const form = useZodForm(reportSchema, {
    id: 'report',
    defaultValues: { targetUserId: subject.member.id, messageId: subject.messageId, photoId: subject.photoId, details: '', block: true },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await report.mutateAsync(values);
      setSent({ blocked: values.block });
    } catch (error) {
      form.fail(errorMessage(error, MSG_SAFETY.reportFailed));
    }
  });

  function finish() {
    onClose();
    if (sent?.blocked) onBlocked?.();
  }

  if (sent) {
    return (
      <div className="space-y-4" role="status">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" /> {MSG_SAFETY.thanksTitle}
        </p>
        <p className="text-sm text-stone-700">{MSG_SAFETY.thanksText(name)}</p>
        {sent.blocked && <p className="text-sm text-stone-700">{MSG_SAFETY.thanksBlocked(name)}</p>}
        <p className="text-sm text-stone-600">{MSG_SAFETY.thanksDanger}</p>
        <div className="flex justify-end">
          <Button onClick={finish}>{MSG_SAFETY.close}</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-stone-600">{MSG_SAFETY.reportIntro(name)}</p>
      {subject.quote !== undefined && (
        <figure className="rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
          <figcaption className="text-xs font-medium text-stone-600">{MSG_CHAT.reportedMessage}</figcaption>
          <blockquote dir="auto" className="mt-1 line-clamp-4 text-sm whitespace-pre-wrap text-stone-900 [overflow-wrap:anywhere]" data-testid="reported-quote">
            {subject.quote}
          </blockquote>
        </figure>
      )}
      {/* One reason a line on a phone: seven of them two abreast wrapped into cramped boxes. */}
      <FormRadioGroup form={form} name="reason" legend={MSG_SAFETY.reasonLegend} options={REASON_OPTIONS} className="[&>div]:grid-cols-1 sm:[&>div]:grid-cols-2" />
      <FormField form={form} name="details" label={MSG_SAFETY.detailsLabel} optional hint={MSG_SAFETY.detailsHint}>
        {(control) => <Textarea {...control} rows={3} maxLength={REPORT_DETAILS_MAX_LENGTH} />}
      </FormField>
      <FormCheckbox
        form={form}
        name="block"
        id="report-block"
        label={
          <>
            <span className="font-medium">{MSG_SAFETY.alsoBlock}</span>
            <span className="mt-0.5 block text-stone-600">{MSG_SAFETY.alsoBlockHint}</span>
          </>
        }
      />
      <FormAlert id={form.alertId} message={form.alert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {MSG_SAFETY.cancel}
        </Button>
        <Button type="submit" variant="danger" loading={report.isPending}>
          {report.isPending ? MSG_SAFETY.sendingReport : MSG_SAFETY.sendReport}
        </Button>
      </div>
    </form>
  );
}

/** The form as an element, for report-dialog.tsx, which loads this module when a report starts. */
export const showReportForm = ({ key, ...props }: ReportFormProps & { key: string }) => <ReportForm key={key} {...props} />;
