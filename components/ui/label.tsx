import type { ComponentProps } from 'react';
import { cn } from './cn';
import { MSG_COMMON } from '@/lib/shared/messages/common';

export function Label({ className, children, optional, ...props }: ComponentProps<'label'> & { optional?: boolean }) {
  return (
    <label className={cn('block text-sm font-medium text-stone-800', className)} {...props}>
      {children}
      {optional && <span className="ml-1 font-normal text-stone-500">{MSG_COMMON.optional}</span>}
    </label>
  );
}
