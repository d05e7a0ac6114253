'use client';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@/lib/shared/constants';

export function AppToaster() {
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton />;
}
