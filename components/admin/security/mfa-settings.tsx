'use client';
import { Copy, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useZodForm } from '@/lib/client/use-zod-form';
import { useDisableMfa, useEnableMfa, useMfaStatus, useStartMfaSetup, type MfaSetup } from '@/lib/client/queries/mfa';
import { mfaDisableSchema, mfaEnableSchema } from '@/lib/schemas/mfa';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { MSG_COMMON } from '@/lib/shared/messages/common';

/** The admin's second factor: set up with a QR code, recovery codes shown once, turned off with password and code. */
export function MfaSettings() {
  const status = useMfaStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner />;
  if (status.isError) return <FormAlert message={errorMessage(status.error, MSG_MFA.loadFailed)} />;
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  return (
    <Card className="max-w-xl space-y-5">
      <p className="text-sm text-stone-700">{MSG_MFA.setupIntro}</p>
      {status.data.required && !status.data.enabled && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {MSG_MFA.setupRequired}
        </p>
      )}
      {status.data.enabled ? (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <ShieldCheck aria-hidden className="size-5" /> {MSG_MFA.onWithCodesLeft(status.data.recoveryCodesLeft)}
          </p>
          <DisableForm />
        </>
      ) : (
        <SetupFlow onEnabled={setRecoveryCodes} />
      )}
    </Card>
  );
}

function SetupFlow({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const start = useStartMfaSetup();
  const [setup, setSetup] = useState<MfaSetup | null>(null);

  if (!setup) {
    return (
      <div className="space-y-3">
        <FormAlert message={start.isError ? errorMessage(start.error, MSG_COMMON.unexpected) : null} />
        <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
          {MSG_MFA.setUp}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{MSG_MFA.scan}</p>
      {/* A data: URL made by the server; next/image adds nothing for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={setup.qrDataUrl} alt={MSG_MFA.qrAlt} width={240} height={240} className="rounded-lg ring-1 ring-stone-200" />
      <p className="text-sm text-stone-700">
        {MSG_MFA.secret} <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm">{setup.secret}</code>
      </p>
      <EnableForm onEnabled={onEnabled} />
    </div>
  );
}

function EnableForm({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const enable = useEnableMfa();
  const form = useZodForm(mfaEnableSchema, { id: 'mfa-enable', defaultValues: { code: '' } });
  const submit = form.onSubmit((input) =>
    enable.mutateAsync(input).then(
      ({ recoveryCodes }) => {
        toast.success(MSG_MFA.enabled);
        onEnabled(recoveryCodes);
      },
      (caught: unknown) => form.fail(errorMessage(caught, MSG_COMMON.unexpected), 'code'),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField form={form} name="code" id="mfa-enable-code" label={MSG_MFA.sixDigitCode}>
        {(control) => <Input {...control} autoComplete="one-time-code" inputMode="numeric" maxLength={7} />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" loading={enable.isPending}>
        {MSG_MFA.turnOn}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(MSG_MFA.recoveryCopied),
      () => toast.error(MSG_MFA.copyFailed),
    );
  return (
    <Card className="max-w-xl space-y-4">
      <p className="text-sm font-medium text-stone-800">{MSG_MFA.recoveryIntro}</p>
      <ul aria-label={MSG_MFA.recoveryCodes} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-stone-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" /> {MSG_MFA.copyCodes}
        </Button>
        <Button onClick={onDone}>{MSG_MFA.iHaveSavedThem}</Button>
      </div>
    </Card>
  );
}

function DisableForm() {
  const disable = useDisableMfa();
  const form = useZodForm(mfaDisableSchema, { id: 'mfa-disable', defaultValues: { password: '', code: '' } });
  const submit = form.onSubmit((input) =>
    disable.mutateAsync(input).then(
      () => {
        form.reset();
        toast.success(MSG_MFA.disabled);
      },
      (caught: unknown) => form.fail(errorMessage(caught, MSG_COMMON.unexpected)),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">{MSG_MFA.disableIntro}</p>
      <FormField form={form} name="password" id="mfa-disable-password" label={MSG_MFA.password}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField form={form} name="code" id="mfa-disable-code" label={MSG_MFA.codeOrRecoveryCode}>
        {(control) => <Input {...control} autoComplete="one-time-code" />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" variant="danger" loading={disable.isPending}>
        {MSG_MFA.turnOff}
      </Button>
    </form>
  );
}
