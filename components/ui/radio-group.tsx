import type { ComponentProps } from 'react';
import { cn } from './cn';

type RadioGroupProps<V extends string> = {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** Spread on every radio: the form's registration (name, handlers, ref). */
  input: Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

/** A small set of exclusive choices shown side by side, each a large tap target. */
export function RadioGroup<V extends string>({ legend, options, input, invalid, describedBy, className }: RadioGroupProps<V>) {
  return (
    <fieldset className={cn('space-y-1.5', className)} aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-2 text-base leading-snug text-stone-900 transition-colors',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40',
              invalid ? 'border-red-500' : 'border-stone-300 hover:border-stone-400',
            )}
          >
            <input {...input} type="radio" value={option.value} aria-invalid={invalid || undefined} className="size-4 shrink-0 accent-brand-700 focus:outline-none" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
