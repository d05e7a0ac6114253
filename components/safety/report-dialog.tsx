'use client';
import { Dialog } from '@/components/ui/dialog';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { toast } from '@/lib/client/toast';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';

export type ReportSubject = {
  member: { id: string; firstName: string; lastName: string };
  messageId?: string;
  /** The reported message's text, quoted in the dialog so the member sees what she reports. */
  quote?: string;
  photoId?: string;
};

/**
 * The form (react-hook-form, the report schema and zod) loads when a report starts, not with the
 * chat, Find Matches or a profile, which all offer Report.
 */
const loadReportForm = loadOnce(() => import('./report-form').then((module) => module.showReportForm));

const fullName = (member: ReportSubject['member']) => `${member.firstName} ${member.lastName}`.trim();

/**
 * Report a member, one of their messages or one of their photos: a reason, optional details and
 * "Also block this member", ticked by default. Ends with the thanks and what happens next.
 */
export function ReportDialog({ subject, onClose, onBlocked }: { subject: ReportSubject | null; onClose(): void; onBlocked?(): void }) {
  const showReportForm = useLoaded(loadReportForm, subject !== null, () => {
    toast.error(MSG_COMMON.partNotLoaded);
    onClose();
  });
  return (
    <Dialog
      open={subject !== null}
      onClose={onClose}
      title={subject ? (subject.messageId ? MSG_SAFETY.reportMessage : subject.photoId ? MSG_SAFETY.reportPhotoTitle : MSG_SAFETY.reportMember(fullName(subject.member))) : ''}
    >
      {subject &&
        showReportForm?.({
          key: `${subject.member.id}:${subject.messageId ?? ''}:${subject.photoId ?? ''}`,
          subject,
          name: fullName(subject.member),
          onClose,
          onBlocked,
        })}
    </Dialog>
  );
}

