'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useDisableMfa, useEnableMfa, useMfaStatus, useStartMfaSetup, type MfaSetup } from '@/lib/client/queries/mfa';
import { mfaDisableSchema, mfaEnableSchema, type MfaDisableInput, type MfaEnableInput } from '@/lib/schemas/mfa';
import { MSG, MSG_SESSIONS } from '@/lib/shared/messages';

/** The admin's second factor: set up with a QR code, recovery codes shown once, turned off with password and code. */
export function MfaSettings() {
  const status = useMfaStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner />;
  if (status.isError) return <FormAlert message={errorMessage(status.error, MSG_SESSIONS.mfaLoadFailed)} />;
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  return (
    <Card className="max-w-xl space-y-5">
      <p className="text-sm text-stone-700">{MSG_SESSIONS.mfaIntro}</p>
      {status.data.required && !status.data.enabled && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {MSG_SESSIONS.mfaSetupRequired}
        </p>
      )}
      {status.data.enabled ? (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <ShieldCheck aria-hidden className="size-5" /> On: {status.data.recoveryCodesLeft} of 10 recovery codes left.
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
        <FormAlert message={start.isError ? errorMessage(start.error, MSG.unexpected) : null} />
        <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
          Set up two-step verification
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{MSG_SESSIONS.mfaScan}</p>
      {/* A data: URL made by the server; next/image adds nothing for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={setup.qrDataUrl} alt="QR code to scan with your authenticator app" width={240} height={240} className="rounded-lg ring-1 ring-stone-200" />
      <p className="text-sm text-stone-700">
        Secret: <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-sm">{setup.secret}</code>
      </p>
      <EnableForm onEnabled={onEnabled} />
    </div>
  );
}

function EnableForm({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const enable = useEnableMfa();
  const form = useForm<MfaEnableInput>({ resolver: zodResolver(mfaEnableSchema), defaultValues: { code: '' } });
  const fieldError = form.formState.errors.code?.message;
  const submit = form.handleSubmit((input) =>
    enable.mutate(input, {
      onSuccess: ({ recoveryCodes }) => {
        toast.success(MSG_SESSIONS.mfaEnabled);
        onEnabled(recoveryCodes);
      },
    }),
  );
  const message = fieldError ?? (enable.isError ? errorMessage(enable.error, MSG.unexpected) : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label="6-digit code" htmlFor="mfa-enable-code">
        <Input
          id="mfa-enable-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'mfa-enable-error' : undefined}
          {...form.register('code')}
        />
      </Field>
      <FormAlert id="mfa-enable-error" message={message} />
      <Button type="submit" loading={enable.isPending}>
        Turn on
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(MSG_SESSIONS.mfaRecoveryCopied),
      () => toast.error(MSG_SESSIONS.mfaCopyFailed),
    );
  return (
    <Card className="max-w-xl space-y-4">
      <p className="text-sm font-medium text-stone-800">{MSG_SESSIONS.mfaRecoveryIntro}</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-stone-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" /> Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Card>
  );
}

function DisableForm() {
  const disable = useDisableMfa();
  const form = useForm<MfaDisableInput>({ resolver: zodResolver(mfaDisableSchema), defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    disable.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast.success(MSG_SESSIONS.mfaDisabled);
      },
    }),
  );
  const message = errors.password?.message ?? errors.code?.message ?? (disable.isError ? errorMessage(disable.error, MSG.unexpected) : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">{MSG_SESSIONS.mfaDisableIntro}</p>
      <Field label="Password" htmlFor="mfa-disable-password">
        <Input id="mfa-disable-password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...form.register('password')} />
      </Field>
      <Field label="Code or recovery code" htmlFor="mfa-disable-code">
        <Input id="mfa-disable-code" autoComplete="one-time-code" aria-invalid={errors.code ? true : undefined} {...form.register('code')} />
      </Field>
      <FormAlert message={message} />
      <Button type="submit" variant="danger" loading={disable.isPending}>
        Turn off
      </Button>
    </form>
  );
}
