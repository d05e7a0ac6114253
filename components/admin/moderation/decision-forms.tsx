'use client';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRadioGroup } from '@/components/ui/form-choice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useZodForm } from '@/lib/client/use-zod-form';
import { appealDecisionSchema, moderationActionSchema, removalSchema, type ModerationActionBody } from '@/lib/schemas/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';

type ConfirmProps = { open: boolean; title: string; description: string; busy: boolean; danger?: boolean; onConfirm(): void; onCancel(): void };

/** The last step before a decision that emails a member or ends their sessions. */
export function ConfirmDialog({ open, title, description, busy, danger, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {MSG_MODERATION.cancel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {MSG_MODERATION.confirm}
        </Button>
      </div>
    </Dialog>
  );
}

const ACTION_OPTIONS = (['dismiss', 'warn', 'suspend', 'ban'] as const).map((value) => ({ value, label: MSG_MODERATION.actions[value] }));

type DecisionFormProps = {
  id: string;
  title?: string;
  hint?: ReactNode;
  decide(values: ModerationActionBody): Promise<unknown>;
};

/** Dismiss, warn, suspend for N days or ban, with the reason the member reads; confirmed before it is saved. */
export function DecisionForm({ id, title = MSG_MODERATION.decisionTitle, hint, decide }: DecisionFormProps) {
  const form = useZodForm(moderationActionSchema, { id, defaultValues: { action: undefined, reason: '', days: '' } });
  const [pending, setPending] = useState<ModerationActionBody | null>(null);
  const [busy, setBusy] = useState(false);
  const action = form.form.watch('action');
  const submit = form.onSubmit((values) => setPending(values));

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await decide(pending);
      toast.success(MSG_MODERATION.actionDone[pending.action]);
      form.reset();
      setPending(null);
    } catch (caught) {
      setPending(null);
      form.fail(errorMessage(caught, MSG_MODERATION.actionFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-serif text-lg text-brand-900">
        {title}
      </h3>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      <FormRadioGroup form={form} name="action" legend={MSG_MODERATION.decisionLabel} options={ACTION_OPTIONS} />
      {action === 'suspend' && (
        <FormField form={form} name="days" id={`${id}-days`} label={MSG_MODERATION.daysLabel} hint={MSG_MODERATION.daysHint}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={365} className="max-w-32" />}
        </FormField>
      )}
      <FormField
        form={form}
        name="reason"
        id={`${id}-reason`}
        label={MSG_MODERATION.reasonForMember}
        hint={action === 'dismiss' ? MSG_MODERATION.dismissReasonHint : MSG_MODERATION.reasonHint}
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit">{MSG_MODERATION.saveDecision}</Button>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? MSG_MODERATION.actions[pending.action] : ''}
        description={pending ? MSG_MODERATION.confirmAction[pending.action] : ''}
        busy={busy}
        danger={pending?.action === 'suspend' || pending?.action === 'ban'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}

type RemovalFormProps = { id: string; label: string; confirmText: string; done: string; remove(reason: string): Promise<unknown> };

/** Remove a photo or a message, with the reason emailed to its owner. */
export function RemovalForm({ id, label, confirmText, done, remove }: RemovalFormProps) {
  const form = useZodForm(removalSchema, { id, defaultValues: { reason: '' } });
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = form.onSubmit(({ reason }) => setPending(reason));
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
      toast.success(done);
      form.reset();
    } catch (caught) {
      form.fail(errorMessage(caught, MSG_MODERATION.actionFailed));
    } finally {
      setPending(null);
      setBusy(false);
    }
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-3">
      <FormField form={form} name="reason" id={`${id}-reason`} label={MSG_MODERATION.removalReason}>
        {(control) => <Textarea {...control} rows={2} />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
      <ConfirmDialog open={pending !== null} title={label} description={confirmText} busy={busy} danger onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </form>
  );
}

const APPEAL_OPTIONS = [
  { value: 'uphold' as const, label: MSG_MODERATION.keepDecision },
  { value: 'lift' as const, label: MSG_MODERATION.liftDecision },
];

/** Keep or lift a sanction on appeal; the member is emailed the outcome and the reason. */
export function AppealDecisionForm({ id, decide }: { id: string; decide(values: { decision: 'uphold' | 'lift'; reason: string }): Promise<unknown> }) {
  const form = useZodForm(appealDecisionSchema, { id, defaultValues: { decision: undefined, reason: '' } });
  const submit = form.onSubmit((values) =>
    decide(values).then(
      () => {
        toast.success(values.decision === 'lift' ? MSG_MODERATION.appealLifted : MSG_MODERATION.appealUpheld);
        form.reset();
      },
      (caught: unknown) => form.fail(errorMessage(caught, MSG_MODERATION.actionFailed)),
    ),
  );
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-serif text-lg text-brand-900">
        {MSG_MODERATION.decisionTitle}
      </h3>
      <FormRadioGroup form={form} name="decision" legend={MSG_MODERATION.decisionLabel} options={APPEAL_OPTIONS} />
      <FormField form={form} name="reason" id={`${id}-reason`} label={MSG_MODERATION.decisionReasonLabel} hint={MSG_MODERATION.reasonHint}>
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" loading={form.form.formState.isSubmitting}>
        {MSG_MODERATION.saveDecision}
      </Button>
    </form>
  );
}
