import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-stone-800">
        {label}
      </label>
    </div>
  );
}
