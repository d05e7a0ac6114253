'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import {
  useDecideAppeal,
  useMemberEvidence,
  useMessageEvidence,
  useReportAction,
  useReportEvidence,
  useReviewFlag,
  type OpenAppeal,
} from '@/lib/client/queries/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { formatUkDateTime } from '@/lib/shared/dates';
import { useFailureToast } from '../refreshable-list';
import { AppealDecisionForm, DecisionForm } from './decision-forms';
import { ConversationView, MemberEvidenceView, MemberLine, PhotoWithRemoval, ReportSummary, Section } from './evidence';
import { MSG_COMMON } from '@/lib/shared/messages/common';

/** Loading and failure for an evidence read; the body renders once the data is there. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  useFailureToast(query, MSG_MODERATION.evidenceFailed);
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <p className="text-stone-600">{MSG_MODERATION.evidenceFailed}</p>;
  return (
    <p className="flex items-center gap-2 text-stone-600" role="status">
      <Spinner /> {MSG_COMMON.loading}
    </p>
  );
}

export function ReportPanel({ reportId, onDone }: { reportId: string; onDone(): void }) {
  const evidence = useReportEvidence(reportId);
  const act = useReportAction(reportId);
  return (
    <Loaded query={evidence}>
      {(data) => (
        <div className="space-y-6">
          <Section title={MSG_MODERATION.reportTitle}>
            <p>
              <MemberLine member={data.member?.member ?? null} />
            </p>
            <ReportSummary report={data.report} />
            <p className="text-xs text-stone-500">{MSG_MODERATION.reporterHidden}</p>
          </Section>
          {data.conversation && <ConversationView conversation={data.conversation} />}
          {data.photo && (
            <Section title={MSG_MODERATION.reportedPhoto}>
              <PhotoWithRemoval photo={data.photo} label={MSG_MODERATION.reportedPhoto} />
            </Section>
          )}
          {data.photoRemoved && <p className="text-stone-600">{MSG_MODERATION.photoGone}</p>}
          {data.report.status === 'open' && <DecisionForm id="report-decision" decide={(values) => act.mutateAsync(values).then(onDone)} />}
          {data.member && <MemberEvidenceView evidence={data.member} showPhotos={!data.photo} />}
        </div>
      )}
    </Loaded>
  );
}

export function FlagPanel({ messageId, onDone }: { messageId: string; onDone(): void }) {
  const evidence = useMessageEvidence(messageId);
  const review = useReviewFlag(messageId);
  return (
    <Loaded query={evidence}>
      {(data) => (
        <div className="space-y-6">
          <Section title={MSG_MODERATION.flagTitle}>
            <p>
              <MemberLine member={data.member?.member ?? null} />
            </p>
            {data.flag && (
              <p className="text-stone-700">
                {MSG_MODERATION.flaggedBecause}: {data.flag.kinds.map((k) => MSG_MODERATION.flagKinds[k as keyof typeof MSG_MODERATION.flagKinds] ?? k).join(', ')}
              </p>
            )}
          </Section>
          <ConversationView conversation={data.conversation} />
          {data.flag && !data.flag.reviewedAt && (
            <DecisionForm id="flag-decision" title={MSG_MODERATION.markReviewed} hint={MSG_MODERATION.flagDecisionHint} decide={(values) => review.mutateAsync(values).then(onDone)} />
          )}
          {data.member && <MemberEvidenceView evidence={data.member} />}
        </div>
      )}
    </Loaded>
  );
}

export function MemberPanel({ memberId }: { memberId: string }) {
  const evidence = useMemberEvidence(memberId);
  return (
    <Loaded query={evidence}>
      {(data) => (
        <div className="space-y-6">
          <p>
            <MemberLine member={data.member} />
          </p>
          <MemberEvidenceView evidence={data} />
        </div>
      )}
    </Loaded>
  );
}

export function AppealPanel({ appeal, onDone }: { appeal: OpenAppeal; onDone(): void }) {
  const decide = useDecideAppeal(appeal.id);
  const { sanction } = appeal;
  return (
    <div className="space-y-6">
      <Section title={MSG_MODERATION.appealAgainst}>
        <p>
          <MemberLine member={appeal.member} />
        </p>
        <p className="font-semibold text-stone-900">
          {sanction.kind === 'suspend' && sanction.days ? MSG_MODERATION.suspendedFor(sanction.days) : MSG_MODERATION.actionsPast[sanction.kind]}
          {sanction.endsAt && <span className="font-normal text-stone-700"> {MSG_MODERATION.untilDate(formatUkDateTime(sanction.endsAt))}</span>}
        </p>
        <p dir="auto" className="break-words whitespace-pre-line text-stone-700">
          {sanction.reason}
        </p>
        {sanction.decidedBy && (
          <p className="text-sm text-stone-600">
            {MSG_MODERATION.decidedBy} <MemberLine member={sanction.decidedBy} />
          </p>
        )}
      </Section>
      <Section title={MSG_MODERATION.appealFrom}>
        <blockquote dir="auto" className="border-l-4 border-brand-300 pl-3 break-words whitespace-pre-line text-stone-900">
          {appeal.text}
        </blockquote>
      </Section>
      <AppealDecisionForm id="appeal-decision" decide={(values) => decide.mutateAsync(values).then(onDone)} />
      {appeal.member && <MemberPanel memberId={appeal.member.id} />}
    </div>
  );
}
