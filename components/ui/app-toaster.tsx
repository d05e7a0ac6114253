'use client';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@/lib/shared/constants';
import { useOpenDialogs } from './open-dialogs';

/**
 * Sonner's rich colours put success and error text at 4.25:1 and 4.34:1 on their backgrounds;
 * these darker texts on the same backgrounds pass WCAG AA (4.5:1) with room to spare. Set on the
 * list itself, so they win over the stylesheet sonner injects after ours.
 */
const READABLE_COLOURS = {
  '--success-text': '#166534',
  '--info-text': '#1d4ed8',
  '--warning-text': '#9a3412',
  '--error-text': '#b91c1c',
} as CSSProperties;

function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      richColors
      closeButton
      // At the foot of the screen, away from every header, title and menu button: in the corner on
      // wide screens, across the width on phones, and above the member area's tab bar where it
      // shows (--tab-bar-space) and a chat's composer (--composer-space, both in app/globals.css).
      offset={{ bottom: 'calc(var(--tab-bar-space) + var(--composer-space) + 24px)', right: 24 }}
      mobileOffset={{ bottom: 'calc(var(--tab-bar-space) + var(--composer-space) + 12px)', left: 12, right: 12 }}
      style={READABLE_COLOURS}
    />
  );
}

/**
 * The page's toasts, mounted by the root layout (after the page is interactive: lazy-toaster.tsx). A modal <dialog> sits in the browser's top layer,
 * above any z-index, and makes the page behind it inert, so while one is open the topmost hosts
 * the toasts instead (`DialogToaster`, components/ui/dialog.tsx), above it and clickable. Only one
 * toaster is mounted at a time; sonner gives a newly mounted one the toasts still showing, so
 * none is lost when a dialog opens or closes.
 */
export function AppToaster() {
  const dialogOpen = useOpenDialogs((s) => s.stack.length > 0);
  return dialogOpen ? null : <Toasts />;
}

/** The toasts inside the topmost open dialog. */
export function DialogToaster() {
  return <Toasts />;
}

export const showAppToaster = () => <AppToaster />;
export const showDialogToaster = () => <DialogToaster />;
