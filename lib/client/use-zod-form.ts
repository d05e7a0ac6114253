'use client';
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { loadOnce } from './load-once';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { validate } from '@/lib/schemas/validate';

export type ZodForm<In extends FieldValues, Out = In> = {
  form: UseFormReturn<In, unknown, Out>;
  /** The one sentence the form shows inline: the first problem, in schema order. */
  alert: string | null;
  alertId: string;
  /** Show a message inline and put the cursor on the field it is about. */
  fail(message: string, field?: string): void;
  /** Take the message away, e.g. when the user leaves the step it was about. */
  clear(): void;
  /** The submit handler: on invalid input it fails with the schema's first issue, else clears the alert and runs `handler`. */
  onSubmit(handler: (values: Out) => unknown): (event?: BaseSyntheticEvent) => Promise<void>;
  /** Whether a field should read as invalid: any problem the schema found, or the one the alert names. */
  isInvalid(field: string): boolean;
  /** With `perField`, the schema's message for this field, shown at the field; otherwise nothing. */
  fieldError(field: string): string | undefined;
  /** Back to the default values with no message, e.g. when a dialog closes. */
  reset(): void;
};

type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/**
 * A schema fetched after the page has loaded (`lazySchema(() => import(...))`): a page whose
 * only use of zod is checking its form on submit (login, signup) then leaves zod (about 19 kB gzip)
 * out of its first load. The form asks for it as soon as it is on screen.
 */
export type LazySchema<S extends FormSchema> = () => Promise<S>;

/** A form's `LazySchema`, fetched once for every form that uses it. */
export const lazySchema = <S extends FormSchema>(load: () => Promise<S>): LazySchema<S> => loadOnce(load);

const isLazy = <S extends FormSchema>(schema: S | LazySchema<S>): schema is LazySchema<S> => typeof schema === 'function';

/** Fetched when a form mounts rather than with the page: no form checks anything before its first submit. */
const loadZodResolver = loadOnce(() => import('@hookform/resolvers/zod').then((module) => module.zodResolver));

/** zod's resolver once it and the schema have arrived; without them (offline) a submit reports that part of the page is missing. */
function resolverOf<In extends FieldValues, Out>(schema: FormSchema | LazySchema<FormSchema>): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const loaded = await Promise.all([loadZodResolver(), isLazy(schema) ? schema() : schema]).catch(() => null);
    if (!loaded) return { values: {}, errors: { root: { type: 'unavailable', message: MSG_COMMON.partNotLoaded } } as FieldErrors<In> };
    const [zodResolver, current] = loaded;
    return (zodResolver(current) as unknown as Resolver<In, unknown, Out>)(values, context, options);
  };
}

/**
 * react-hook-form with the shared zod schema (or a `LazySchema` of it). The forms of the spec show
 * one message at a time (others may ask for every field's message at its field, `perField`), the
 * first issue of the schema, so that message (not react-hook-form's field order) decides what the
 * alert says and where focus goes. The message is shown inline only (its role="alert"
 * announces it): the same sentence again as a toast would say it twice.
 */
export function useZodForm<S extends FormSchema>(
  schema: S | LazySchema<S>,
  options: {
    id: string;
    defaultValues: DefaultValues<z.input<S>>;
    /**
     * Each field's problem at the field, all at once, instead of the one sentence of the spec's
     * forms: for the forms the spec does not describe, where several fields can be wrong at once.
     */
    perField?: boolean;
  },
): ZodForm<z.input<S>, z.output<S>> {
  const perField = options.perField ?? false;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolverOf<z.input<S>, z.output<S>>(schema),
    defaultValues: options.defaultValues,
    shouldFocusError: false,
  });
  const [alert, setAlert] = useState<{ message: string; field?: string } | null>(null);

  useEffect(() => {
    loadZodResolver().catch(() => undefined);
    if (isLazy(schema)) schema().catch(() => undefined);
  }, [schema]);

  const fail = useCallback(
    (message: string, field?: string) => {
      setAlert({ message, field });
      if (field) form.setFocus(field as Path<z.input<S>>);
    },
    [form],
  );

  const onSubmit = useCallback(
    (handler: (values: z.output<S>) => unknown) =>
      form.handleSubmit(
        async (values) => {
          setAlert(null);
          await handler(values);
        },
        async () => {
          // The resolver has run, so a lazy schema is here unless it could not be fetched.
          const loaded = isLazy(schema) ? await schema().catch(() => null) : schema;
          if (!loaded) return fail(MSG_COMMON.partNotLoaded);
          const first = validate(loaded, form.getValues());
          // Valid values refused: the resolver's own code could not be fetched.
          if (first.ok) return fail(MSG_COMMON.partNotLoaded);
          if (!perField) return fail(first.message, first.field);
          setAlert(null);
          if (first.field) form.setFocus(first.field as Path<z.input<S>>);
        },
      ),
    [form, schema, fail, perField],
  );

  const fieldError = (field: string) => (perField ? form.getFieldState(field as Path<z.input<S>>, form.formState).error?.message : undefined);

  const isInvalid = (field: string) => alert?.field === field || form.getFieldState(field as Path<z.input<S>>, form.formState).invalid;

  const clear = useCallback(() => {
    setAlert(null);
    form.clearErrors();
  }, [form]);

  const reset = useCallback(() => {
    form.reset();
    setAlert(null);
  }, [form]);

  return { form, alert: alert?.message ?? null, alertId: `${options.id}-error`, fail, clear, onSubmit, isInvalid, fieldError, reset };
}
