'use client';
import { RefreshCw } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useClosedReports, useMarkReviewed, useOpenQueue, type ClosedReport, type OpenAppeal, type OpenQueue } from '@/lib/client/queries/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import { formatDateTime } from '@/lib/shared/dates';
import { fullName } from '../format';
import { useFailureToast } from '../refreshable-list';
import { MemberLine, ReportSummary } from './evidence';
import { AppealPanel, FlagPanel, MemberPanel, ReportPanel } from './panels';
import { MSG_COMMON } from '@/lib/shared/messages/common';

type Tab = keyof typeof MSG_MODERATION.tabs;
const TABS = Object.keys(MSG_MODERATION.tabs) as Tab[];

type Selection = { kind: 'report'; id: string } | { kind: 'flag'; id: string } | { kind: 'member'; id: string } | { kind: 'appeal'; appeal: OpenAppeal };

const countOf = (queue: OpenQueue | undefined, tab: Tab): number | undefined => {
  if (!queue) return undefined;
  switch (tab) {
    case 'reports':
      return queue.groups.length;
    case 'flags':
      return queue.flaggedMessages.length;
    case 'photos':
      return queue.photos.length;
    case 'texts':
      return queue.profileTexts.length;
    case 'appeals':
      return queue.appeals.length;
    default:
      return undefined;
  }
};

const itemClasses = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200';

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{children}</p>;
}

/** The admins' one queue: tabs of lists on one side, the chosen item's evidence and decision on the other. */
export function ModerationQueue() {
  const queue = useOpenQueue();
  const [tab, setTab] = useState<Tab>('reports');
  const closed = useClosedReports(tab === 'closed');
  const [selected, setSelected] = useState<Selection | null>(null);
  const markReviewed = useMarkReviewed();
  const panelRef = useRef<HTMLHeadingElement>(null);
  useFailureToast(queue, MSG_MODERATION.loadFailed);

  const select = (next: Selection) => {
    setSelected(next);
    // On a phone the evidence is below the list: take the reader (and focus) there.
    requestAnimationFrame(() => {
      panelRef.current?.scrollIntoView({ block: 'start' });
      panelRef.current?.focus({ preventScroll: true });
    });
  };

  const reviewed = (input: { photoIds?: string[]; profileIds?: string[] }) =>
    markReviewed.mutateAsync(input).then(
      () => toast.success(MSG_MODERATION.feedReviewed),
      (caught: unknown) => toastFailure(caught, MSG_MODERATION.actionFailed),
    );

  const data = queue.data;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
      <div className="min-w-0 space-y-4">
        <div className="flex items-start gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2" role="tablist" aria-label={MSG_MODERATION.pageTitle}>
          {TABS.map((t) => {
            const count = countOf(data, t);
            return (
              <button
                key={t}
                type="button"
                role="tab"
                id={`tab-${t}`}
                aria-selected={tab === t}
                aria-controls="moderation-list"
                onClick={() => {
                  setTab(t);
                  setSelected(null);
                  // Switching lists is when an admin expects them fresh (a new appeal, a new report).
                  void (t === 'closed' ? closed.refetch() : queue.refetch());
                }}
                className={cn(
                  'min-h-11 rounded-xl px-3 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  tab === t ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50',
                )}
              >
                {MSG_MODERATION.tabs[t]}
                {count !== undefined && <span className="ml-1.5 tabular-nums">({count})</span>}
              </button>
            );
          })}
        </div>
          <Button variant="ghost" onClick={() => void (tab === 'closed' ? closed.refetch() : queue.refetch())} aria-label={MSG_MODERATION.refresh}>
            <RefreshCw className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <div id="moderation-list" role="tabpanel" aria-labelledby={`tab-${tab}`} className="space-y-3">
          {!data && !queue.isError ? (
            <p className="flex items-center gap-2 text-stone-600" role="status">
              <Spinner /> {MSG_COMMON.loading}
            </p>
          ) : (
            <TabList tab={tab} data={data} closed={closed.data?.reports} closedLoading={closed.isPending} selected={selected} select={select} reviewed={reviewed} />
          )}
        </div>
      </div>
      <Card className="min-w-0 self-start p-4 sm:p-6">
        <h2 ref={panelRef} tabIndex={-1} className="mb-4 font-serif text-xl text-brand-900 outline-none">
          {MSG_MODERATION.evidence}
        </h2>
        {!selected && <p className="text-stone-600">{MSG_MODERATION.selectItem}</p>}
        {selected?.kind === 'report' && <ReportPanel key={selected.id} reportId={selected.id} onDone={() => setSelected(null)} />}
        {selected?.kind === 'flag' && <FlagPanel key={selected.id} messageId={selected.id} onDone={() => setSelected(null)} />}
        {selected?.kind === 'member' && <MemberPanel key={selected.id} memberId={selected.id} />}
        {selected?.kind === 'appeal' && <AppealPanel key={selected.appeal.id} appeal={selected.appeal} onDone={() => setSelected(null)} />}
      </Card>
    </div>
  );
}

type TabListProps = {
  tab: Tab;
  data: OpenQueue | undefined;
  closed: ClosedReport[] | undefined;
  closedLoading: boolean;
  selected: Selection | null;
  select(next: Selection): void;
  reviewed(input: { photoIds?: string[]; profileIds?: string[] }): Promise<unknown>;
};

const isSelected = (selected: Selection | null, kind: Selection['kind'], id: string) =>
  !!selected && selected.kind === kind && (selected.kind === 'appeal' ? selected.appeal.id === id : selected.id === id);

function TabList({ tab, data, closed, closedLoading, selected, select, reviewed }: TabListProps) {
  if (tab === 'closed') {
    if (!closed) return closedLoading ? <Spinner /> : <Empty>{MSG_MODERATION.emptyClosed}</Empty>;
    if (closed.length === 0) return <Empty>{MSG_MODERATION.emptyClosed}</Empty>;
    return (
      <ul className="space-y-3" aria-label={MSG_MODERATION.tabs.closed}>
        {closed.map((r) => (
          <li key={r.id} className={itemClasses}>
            <p>
              <MemberLine member={r.member} />
            </p>
            <ReportSummary report={r} />
            <p className="mt-2 text-stone-800">
              <span className="font-semibold">{r.action ? MSG_MODERATION.actionsPast[r.action] : ''}</span>
              {r.actionReason && <>: {r.actionReason}</>}
            </p>
            {r.closedAt && (
              <p className="text-sm text-stone-600">
                {r.closedBy ? fullName(r.closedBy) : ''} · <time dateTime={r.closedAt}>{formatDateTime(r.closedAt)}</time>
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (!data) return <Empty>{MSG_MODERATION.loadFailed}</Empty>;
  const selectButton = (active: boolean, onClick: () => void, label: string = MSG_MODERATION.review) => (
    <Button variant={active ? 'primary' : 'secondary'} onClick={onClick} aria-pressed={active}>
      {label}
    </Button>
  );

  if (tab === 'reports') {
    if (data.groups.length === 0) return <Empty>{MSG_MODERATION.emptyReports}</Empty>;
    return (
      <ul className="space-y-3" aria-label={MSG_MODERATION.tabs.reports}>
        {data.groups.map((group) => (
          <li key={group.key} className={itemClasses}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0">
                {!group.member && group.reports[0]?.deletedMember ? (
                  <span className="font-semibold break-words text-stone-900">
                    {MSG_MODERATION.deletedMember(
                      `${group.reports[0].deletedMember.firstName} ${group.reports[0].deletedMember.lastName}`,
                      formatDateTime(group.reports[0].deletedMember.deletedAt),
                    )}
                  </span>
                ) : (
                  <MemberLine member={group.member} />
                )}
              </p>
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">{MSG_NOTICES.openReports(group.openCount)}</span>
            </div>
            <ul className="mt-2 space-y-1 text-sm text-stone-700">
              {group.reports.map((r) => (
                <li key={r.id} className="break-words">
                  <span className="font-semibold text-stone-900">{MSG_MODERATION.reportReasons[r.reason]}</span> · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  {r.deletedMember?.content && (
                    <span dir="auto" className="block truncate text-stone-600">
                      {MSG_MODERATION.reportedWords}: {r.deletedMember.content}
                    </span>
                  )}
                  {r.details && (
                    <span dir="auto" className="block truncate text-stone-600">
                      {r.details}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-3">{selectButton(isSelected(selected, 'report', group.reports[0].id), () => select({ kind: 'report', id: group.reports[0].id }))}</div>
          </li>
        ))}
      </ul>
    );
  }

  if (tab === 'flags') {
    if (data.flaggedMessages.length === 0) return <Empty>{MSG_MODERATION.emptyFlags}</Empty>;
    return (
      <ul className="space-y-3" aria-label={MSG_MODERATION.tabs.flags}>
        {data.flaggedMessages.map((f) => (
          <li key={f.messageId} className={itemClasses}>
            <p>
              <MemberLine member={f.sender} />
            </p>
            <p dir="auto" className="mt-1 line-clamp-3 break-words text-stone-900">{f.originalContent ?? f.content}</p>
            <p className="mt-1 text-sm text-stone-600">
              {MSG_MODERATION.flaggedBecause}: {f.kinds.map((k) => MSG_MODERATION.flagKinds[k as keyof typeof MSG_MODERATION.flagKinds] ?? k).join(', ')} ·{' '}
              <time dateTime={f.flaggedAt}>{formatDateTime(f.flaggedAt)}</time>
            </p>
            <div className="mt-3">{selectButton(isSelected(selected, 'flag', f.messageId), () => select({ kind: 'flag', id: f.messageId }))}</div>
          </li>
        ))}
      </ul>
    );
  }

  if (tab === 'photos') {
    if (data.photos.length === 0) return <Empty>{MSG_MODERATION.emptyPhotos}</Empty>;
    return (
      <div className="space-y-3">
        <Button variant="secondary" onClick={() => void reviewed({ photoIds: data.photos.map((p) => p.id) })}>
          {MSG_MODERATION.markAllReviewed}
        </Button>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={MSG_MODERATION.tabs.photos}>
          {data.photos.map((p) => (
            <li key={p.id} className={itemClasses}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed address, not an optimisable asset */}
              <img src={p.url} alt={p.owner ? `${fullName(p.owner)}: new photo` : 'New photo'} className="aspect-square w-full rounded-xl object-cover ring-1 ring-stone-200" />
              <p className="mt-2 text-sm">
                <MemberLine member={p.owner} />
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void reviewed({ photoIds: [p.id] })}>
                  {MSG_MODERATION.looksFine}
                </Button>
                {p.owner && selectButton(isSelected(selected, 'member', p.owner.id), () => select({ kind: 'member', id: p.owner!.id }), MSG_MODERATION.openMember)}
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (tab === 'texts') {
    if (data.profileTexts.length === 0) return <Empty>{MSG_MODERATION.emptyTexts}</Empty>;
    return (
      <div className="space-y-3">
        <Button variant="secondary" onClick={() => void reviewed({ profileIds: data.profileTexts.map((t) => t.id) })}>
          {MSG_MODERATION.markAllReviewed}
        </Button>
        <ul className="space-y-3" aria-label={MSG_MODERATION.tabs.texts}>
          {data.profileTexts.map((t) => (
            <li key={t.id} className={itemClasses}>
              <p>
                <MemberLine member={t.member} />
              </p>
              <p className="text-sm text-stone-600">
                {t.university} · <time dateTime={t.changedAt}>{formatDateTime(t.changedAt)}</time>
              </p>
              <p className="mt-2 text-sm font-semibold text-stone-600">{MSG_MODERATION.aboutLabel}</p>
              <p dir="auto" className="line-clamp-4 break-words whitespace-pre-line text-stone-900">{t.description || '—'}</p>
              <p className="mt-2 text-sm font-semibold text-stone-600">{MSG_MODERATION.lookingForLabel}</p>
              <p dir="auto" className="line-clamp-4 break-words whitespace-pre-line text-stone-900">{t.lookingFor || '—'}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void reviewed({ profileIds: [t.id] })}>
                  {MSG_MODERATION.looksFine}
                </Button>
                {selectButton(isSelected(selected, 'member', t.id), () => select({ kind: 'member', id: t.id }), MSG_MODERATION.openMember)}
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (data.appeals.length === 0) return <Empty>{MSG_MODERATION.emptyAppeals}</Empty>;
  return (
    <ul className="space-y-3" aria-label={MSG_MODERATION.tabs.appeals}>
      {data.appeals.map((a) => (
        <li key={a.id} className={itemClasses}>
          <p>
            <MemberLine member={a.member} />
          </p>
          <p className="text-sm text-stone-700">
            <span className="font-semibold">{MSG_MODERATION.actionsPast[a.sanction.kind]}</span>: {a.sanction.reason}
          </p>
          <p dir="auto" className="mt-1 line-clamp-3 break-words text-stone-900">{a.text}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
          </p>
          <div className="mt-3">{selectButton(isSelected(selected, 'appeal', a.id), () => select({ kind: 'appeal', appeal: a }))}</div>
        </li>
      ))}
    </ul>
  );
}
