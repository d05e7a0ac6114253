import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8', className)} {...props} />;
}
