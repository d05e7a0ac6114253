import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

type FieldProps = {
  label: string;
  htmlFor: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Give the control `aria-describedby={hintId}` so the hint is read with it. */
  hintId?: string;
  className?: string;
  children: ReactNode;
};

/** A label, its control and an optional hint, stacked. */
export function Field({ label, htmlFor, optional, hint, hintId, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor} optional={optional}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
