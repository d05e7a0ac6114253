import type { AdminProfile } from '@/lib/client/queries/admin';

export const fullName = (p: Pick<AdminProfile, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
