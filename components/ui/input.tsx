import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './control-classes';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'min-h-11', className)} {...props} />;
}
