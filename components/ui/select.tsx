import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './control-classes';

type SelectProps = ComponentProps<'select'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so "nothing chosen yet" is a real state. */
  placeholder?: string;
};

export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <select className={cn(controlClasses, 'min-h-11 pr-10', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
