'use client';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { ZodForm } from '@/lib/client/use-zod-form';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';

type ChoiceProps<In extends FieldValues, Out> = {
  form: ZodForm<In, Out>;
  name: Path<In>;
  className?: string;
};

/** The form's error is read with whichever control it is about, as FormField does for text. */
const describedBy = <In extends FieldValues, Out>(form: ZodForm<In, Out>, name: string) => (form.isInvalid(name) && form.alert ? form.alertId : undefined);

/** A checkbox of a form, its label beside it, registered and marked invalid like FormField's controls. */
export function FormCheckbox<In extends FieldValues, Out>({
  form,
  name,
  id = name,
  label,
  className,
  disabled,
}: ChoiceProps<In, Out> & { id?: string; label: ReactNode; disabled?: boolean }) {
  return (
    <Checkbox
      {...form.form.register(name)}
      id={id}
      label={label}
      className={className}
      disabled={disabled}
      aria-invalid={form.isInvalid(name) || undefined}
      aria-describedby={describedBy(form, name)}
    />
  );
}

/** Exclusive choices of a form as radios under a legend; focus on error goes to the first. */
export function FormRadioGroup<In extends FieldValues, Out, V extends string>({
  form,
  name,
  legend,
  options,
  className,
}: ChoiceProps<In, Out> & { legend: string; options: ReadonlyArray<{ value: V; label: string }> }) {
  return (
    <RadioGroup
      legend={legend}
      options={options}
      input={form.form.register(name)}
      invalid={form.isInvalid(name)}
      describedBy={describedBy(form, name)}
      className={className}
    />
  );
}
