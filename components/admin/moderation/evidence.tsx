'use client';
import { useRemoveMessage, useRemovePhoto, type MemberEvidence, type MessageContext, type ModerationMember, type ModerationReport } from '@/lib/client/queries/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/shared/dates';
import { fullName } from '../format';
import { RemovalForm } from './decision-forms';

export function MemberLine({ member }: { member: ModerationMember | null }) {
  if (!member) return <span className="text-stone-600">{MSG_MODERATION.noMemberNamed}</span>;
  return (
    <span className="break-words">
      <span className="font-semibold text-stone-900">{fullName(member)}</span> <span className="text-stone-600">({member.email})</span>
      {member.sanctioned && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{MSG_MODERATION.sanctionInForce}</span>}
    </span>
  );
}

export function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('space-y-2', className)}>
      <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A report as admins see it: reason, details, and who raised it (admins only). */
export function ReportSummary({ report }: { report: ModerationReport }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold text-stone-900">{MSG_MODERATION.reportReasons[report.reason]}</p>
      <p dir="auto" className="break-words whitespace-pre-line text-stone-700">
        {report.details || MSG_MODERATION.noDetails}
      </p>
      <p className="text-sm text-stone-600">
        {report.source === 'contact' ? MSG_MODERATION.fromContactForm : MSG_MODERATION.reportedBy}
        {report.reporter ? (
          <>
            {report.source === 'contact' ? ' · ' : ' '}
            <MemberLine member={report.reporter} />
          </>
        ) : (
          report.contactEmail && <> · {report.contactEmail}</>
        )}{' '}
        · <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
      </p>
    </div>
  );
}

/** The reported (or flagged) message with the ten before it, and the removal form for it. */
export function ConversationView({ conversation }: { conversation: MessageContext }) {
  const removeMessage = useRemoveMessage();
  const target = conversation.messages.find((m) => m.reported);
  const nameOf = (id: string) => {
    const person = conversation.members.find((m) => m?.id === id);
    return person ? fullName(person) : '';
  };
  return (
    <Section title={MSG_MODERATION.conversation}>
      <ol className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        {conversation.messages.map((m) => (
          <li key={m.id} className={cn('rounded-lg bg-white p-2 ring-1 ring-stone-200', m.reported && 'ring-2 ring-amber-500')}>
            <p className="text-xs text-stone-600">
              <span className="font-semibold text-stone-800">{nameOf(m.senderId)}</span> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              {m.reported && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{MSG_MODERATION.reportedMessage}</span>}
            </p>
            <p dir="auto" className={cn('mt-1 break-words whitespace-pre-line text-stone-900', m.removedAt && 'text-stone-500 italic')}>
              {m.originalContent ?? m.content}
            </p>
          </li>
        ))}
      </ol>
      {target && !target.removedAt && (
        <RemovalForm
          id={`remove-message-${target.id}`}
          label={MSG_MODERATION.removeMessage}
          confirmText={MSG_MODERATION.confirmRemoveMessage}
          done={MSG_MODERATION.messageRemovedDone}
          remove={(reason) => removeMessage.mutateAsync({ messageId: target.id, reason })}
        />
      )}
    </Section>
  );
}

/** One photo, signed for this admin, with the form that removes it. */
export function PhotoWithRemoval({ photo, label }: { photo: { id: string; url: string; createdAt: string }; label: string }) {
  const removePhoto = useRemovePhoto();
  return (
    <figure className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed address, not an optimisable asset */}
      <img src={photo.url} alt={label} className="aspect-square w-full max-w-64 rounded-xl bg-stone-100 object-contain ring-1 ring-stone-200" />
      <figcaption className="text-xs text-stone-600">
        <time dateTime={photo.createdAt}>{formatDateTime(photo.createdAt)}</time>
      </figcaption>
      <RemovalForm
        id={`remove-photo-${photo.id}`}
        label={MSG_MODERATION.removePhoto}
        confirmText={MSG_MODERATION.confirmRemovePhoto}
        done={MSG_MODERATION.photoRemoved}
        remove={(reason) => removePhoto.mutateAsync({ photoId: photo.id, reason })}
      />
    </figure>
  );
}

/** A member's profile text, photos, sanctions, reports and moderation history. */
export function MemberEvidenceView({ evidence, showPhotos = true }: { evidence: MemberEvidence; showPhotos?: boolean }) {
  const name = fullName(evidence.member);
  return (
    <div className="space-y-5">
      <Section title={MSG_MODERATION.profileText}>
        <dl className="space-y-2 text-stone-800">
          <div>
            <dt className="text-sm font-semibold text-stone-600">{MSG_MODERATION.universityLabel}</dt>
            <dd className="break-words">{evidence.profile.university || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">{MSG_MODERATION.aboutLabel}</dt>
            <dd dir="auto" className="break-words whitespace-pre-line">
              {evidence.profile.description || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">{MSG_MODERATION.lookingForLabel}</dt>
            <dd dir="auto" className="break-words whitespace-pre-line">
              {evidence.profile.lookingFor || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">{MSG_MODERATION.memberSince}</dt>
            <dd>
              <time dateTime={evidence.profile.createdAt}>{formatDateTime(evidence.profile.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </Section>
      {showPhotos && (
        <Section title={MSG_MODERATION.photosLabel}>
          {evidence.photos.length === 0 ? (
            <p className="text-stone-600">{MSG_MODERATION.noPhotos}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {evidence.photos.map((photo, index) => (
                <li key={photo.id}>
                  <PhotoWithRemoval photo={photo} label={`${name}: photo ${index + 1}`} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <Section title={MSG_MODERATION.earlierActions}>
        {evidence.sanctions.length === 0 && evidence.actions.length === 0 ? (
          <p className="text-stone-600">{MSG_MODERATION.noHistory}</p>
        ) : (
          <ul className="space-y-2">
            {evidence.actions.map((a) => (
              <li key={a.id} className="rounded-lg bg-stone-50 p-2 text-sm ring-1 ring-stone-200">
                <p className="font-semibold text-stone-900">{MSG_MODERATION.auditActions[a.action] ?? MSG_MODERATION.auditActionOther}</p>
                {a.reason && (
                  <p dir="auto" className="break-words text-stone-700">
                    {a.reason}
                  </p>
                )}
                <p className="text-stone-600">
                  {a.actor ? fullName(a.actor) : ''} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={MSG_MODERATION.earlierReports}>
        {evidence.reports.length === 0 ? (
          <p className="text-stone-600">{MSG_MODERATION.noHistory}</p>
        ) : (
          <ul className="space-y-2">
            {evidence.reports.map((r) => (
              <li key={r.id} className="rounded-lg bg-stone-50 p-2 text-sm ring-1 ring-stone-200">
                <ReportSummary report={r} />
                {r.action && (
                  <p className="mt-1 text-stone-800">
                    <span className="font-semibold">{MSG_MODERATION.actionsPast[r.action]}</span>
                    {r.actionReason && <>: {r.actionReason}</>}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
