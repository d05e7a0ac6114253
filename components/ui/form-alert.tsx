import { cn } from './cn';

/** The inline copy of a form's error; role="alert" makes screen readers announce it. */
export function FormAlert({ id, message, className }: { id?: string; message: string | null; className?: string }) {
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-red-700 empty:hidden', className)}>
      {message}
    </p>
  );
}
