'use client';
import { create } from 'zustand';

/** The modal dialogs open now (components/ui/dialog.tsx), the topmost last: it hosts the toasts. */
export const useOpenDialogs = create<{ stack: string[] }>(() => ({ stack: [] }));
