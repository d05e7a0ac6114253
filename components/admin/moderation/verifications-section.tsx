'use client';
import { BadgeCheck, ImageOff, ShieldCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { PoseIllustration } from '@/components/verification/pose-illustration';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useAdminVerifications, useDecideVerification, useSetWomenReviewer, useWomenReviewers, type AdminVerification } from '@/lib/client/queries/verification';
import { useZodForm } from '@/lib/client/use-zod-form';
import { refuseReasonSchema } from '@/lib/schemas/verification';
import { formatDateTime } from '@/lib/shared/dates';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_VERIFICATION_ADMIN } from '@/lib/shared/messages/verification';

/**
 * /admin/moderation › Verifications: each waiting selfie beside the pose asked for and the
 * member's own photos, with approve or refuse-with-reason; and who reviews women's selfies.
 */
export function VerificationsSection() {
  const list = useAdminVerifications('pending');
  const items = list.data?.verifications;
  return (
    <section aria-labelledby="verifications-title" id="verifications" className="mt-10 scroll-mt-20 space-y-4">
      <div>
        <h2 id="verifications-title" className="font-serif text-2xl text-brand-900">
          {MSG_VERIFICATION_ADMIN.title}
          {items && <span className="ml-2 text-base text-stone-600 tabular-nums">({items.length})</span>}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-600">{MSG_VERIFICATION_ADMIN.intro}</p>
      </div>
      <WomenReviewers />
      {!items ? (
        list.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(list.error, MSG_COMMON.loading)}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-stone-600" role="status">
            <Spinner /> {MSG_COMMON.loading}
          </p>
        )
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{MSG_VERIFICATION_ADMIN.empty}</p>
      ) : (
        <ul className="space-y-4" aria-label={MSG_VERIFICATION_ADMIN.title}>
          {items.map((item) => (
            <li key={item.id}>
              <VerificationItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VerificationItem({ item }: { item: AdminVerification }) {
  const name = `${item.member.firstName} ${item.member.lastName}`.trim();
  const [refusing, setRefusing] = useState(false);
  const decide = useDecideVerification();
  const approve = () =>
    decide.mutateAsync({ id: item.id, approve: true }).then(
      () => toast.success(MSG_VERIFICATION_ADMIN.approved),
      (failure: unknown) => toastFailure(failure, MSG_VERIFICATION_ADMIN.approve),
    );
  return (
    <Card className="p-4 sm:p-6" data-testid="verification-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-semibold text-stone-900" style={{ overflowWrap: 'anywhere' }}>
          {/* Each part in its own direction: an Arabic name keeps the age and university after it. */}
          <bdi>{name}</bdi>
          <span className="ml-2 text-sm font-normal text-stone-600">
            {item.member.age} · <bdi>{item.member.university}</bdi>
          </span>
        </h3>
        <p className="text-sm text-stone-600">
          {item.member.gender === 'female' && <span className="mr-2 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-900 ring-1 ring-rose-200">{MSG_VERIFICATION_ADMIN.forWomenReviewers}</span>}
          <time dateTime={item.createdAt}>{MSG_VERIFICATION_ADMIN.sent(formatDateTime(item.createdAt))}</time>
        </p>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <figure className="min-w-0">
          <figcaption className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{MSG_VERIFICATION_ADMIN.selfie}</figcaption>
          {item.selfieUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a signed, private address Next's image optimiser must not fetch
            <img src={item.selfieUrl} alt={MSG_VERIFICATION_ADMIN.selfieAlt(name)} className="aspect-[3/4] max-h-80 w-full rounded-xl bg-stone-100 object-contain ring-1 ring-stone-200" />
          ) : (
            <p className="grid aspect-[3/4] max-h-80 place-items-center rounded-xl bg-stone-100 p-4 text-center text-sm text-stone-600">{MSG_VERIFICATION_ADMIN.selfieGone}</p>
          )}
        </figure>
        <div className="min-w-0">
          <p className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{MSG_VERIFICATION_ADMIN.poseAsked}</p>
          <PoseIllustration poseId={item.poseId} className="size-28" />
          <p className="mt-2 font-medium text-stone-900" data-testid="pose-asked">
            {item.instruction}
          </p>
        </div>
        <div className="min-w-0">
          <p className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{MSG_VERIFICATION_ADMIN.theirPhotos}</p>
          {item.photos.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <ImageOff className="size-4" aria-hidden="true" /> {MSG_VERIFICATION_ADMIN.noPhotos}
            </p>
          ) : (
            <ul className="grid grid-cols-3 gap-2">
              {item.photos.map((photo, i) => (
                <li key={photo.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a signed, private address Next's image optimiser must not fetch */}
                  <img src={photo.url} alt={MSG_VERIFICATION_ADMIN.photoAlt(name, i + 1)} className="aspect-square w-full rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {refusing ? (
        <RefuseForm id={item.id} onCancel={() => setRefusing(false)} />
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={() => void approve()} loading={decide.isPending}>
            <BadgeCheck className="size-4" aria-hidden="true" /> {MSG_VERIFICATION_ADMIN.approve}
          </Button>
          <Button variant="secondary" onClick={() => setRefusing(true)} disabled={decide.isPending}>
            <XCircle className="size-4" aria-hidden="true" /> {MSG_VERIFICATION_ADMIN.refuse}
          </Button>
        </div>
      )}
    </Card>
  );
}

function RefuseForm({ id, onCancel }: { id: string; onCancel(): void }) {
  const formId = useId();
  const decide = useDecideVerification();
  const form = useZodForm(refuseReasonSchema, { id: formId, defaultValues: { reason: '' } });
  const submit = form.onSubmit(({ reason }) =>
    decide.mutateAsync({ id, approve: false, reason }).then(
      () => toast.success(MSG_VERIFICATION_ADMIN.refused),
      (failure: unknown) => form.fail(errorMessage(failure, MSG_VERIFICATION_ADMIN.refuse)),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-3">
      <FormField form={form} name="reason" id={`${formId}-reason`} label={MSG_VERIFICATION_ADMIN.refuseReason} hint={MSG_VERIFICATION_ADMIN.refuseReasonHint}>
        {(control) => <Textarea {...control} rows={3} dir="auto" />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" loading={decide.isPending}>
          {MSG_VERIFICATION_ADMIN.confirmRefuse}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={decide.isPending}>
          {MSG_MEMBERS.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The admins, each with a box: ticked ones review women's selfies, and only they while any is ticked. */
function WomenReviewers() {
  const reviewers = useWomenReviewers();
  const setReviewer = useSetWomenReviewer();
  const me = useAuthStore((s) => s.user?.id);
  const baseId = useId();
  const admins = reviewers.data?.reviewers ?? [];
  const anyMarked = admins.some((a) => a.reviewsWomen);
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="flex items-center gap-2 font-semibold text-brand-900">
        <ShieldCheck className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_VERIFICATION_ADMIN.womenHeading}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{MSG_VERIFICATION_ADMIN.womenHelp}</p>
      <p className="mt-2 text-sm font-medium text-stone-800" role="status">
        {anyMarked ? MSG_VERIFICATION_ADMIN.womenRouted : MSG_VERIFICATION_ADMIN.womenNone}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {admins.map((admin) => {
          const name = `${admin.firstName} ${admin.lastName}`.trim();
          return (
            <Checkbox
              key={admin.id}
              id={`${baseId}-${admin.id}`}
              checked={admin.reviewsWomen}
              disabled={setReviewer.isPending}
              data-self={admin.id === me ? 'true' : undefined}
              onChange={(event) =>
                setReviewer.mutateAsync({ id: admin.id, reviewsWomen: event.target.checked }).then(
                  () => toast.success(MSG_VERIFICATION_ADMIN.saved),
                  (failure: unknown) => toastFailure(failure, MSG_VERIFICATION_ADMIN.womenHeading),
                )
              }
              label={MSG_VERIFICATION_ADMIN.womenToggle(name)}
            />
          );
        })}
      </div>
    </Card>
  );
}
