'use client';
import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import type { ZodForm } from '@/lib/client/use-zod-form';
import { Field } from './field';
import { FormAlert } from './form-alert';

export type FormControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps<In extends FieldValues, Out> = {
  form: ZodForm<In, Out>;
  name: Path<In>;
  label: string;
  /** Defaults to the field's name, which is also what focus and the e2e selectors use. */
  id?: string;
  optional?: boolean;
  hint?: ReactNode;
  className?: string;
  /** How the control's text becomes the value (e.g. a select's "true" a boolean, "" null). */
  registerOptions?: RegisterOptions<In, Path<In>>;
  /** Renders the control with these props spread on it (registration, id and the aria wiring). */
  children: (control: FormControlProps) => ReactNode;
};

/** The one field of every form: label, control, hint, and the invalid state read out with the form's message. */
export function FormField<In extends FieldValues, Out>({ form, name, label, id = name, optional, hint, className, registerOptions, children }: FormFieldProps<In, Out>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const error = form.fieldError(name);
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, form.alert ? form.alertId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field label={label} htmlFor={id} optional={optional} hint={hint} hintId={hintId} className={className}>
      {children({
        ...form.form.register(name, registerOptions),
        id,
        'aria-invalid': form.isInvalid(name) ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && <FormAlert id={errorId} message={error} />}
    </Field>
  );
}
