'use client';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api';

/** GET /api/account/export: everything about her as one zip (three a day). */
export function useExportData() {
  return useMutation({ mutationFn: () => apiDownload('/account/export') });
}
