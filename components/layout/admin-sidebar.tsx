'use client';
import { Flag, History, LayoutDashboard, Mail, MessageCircle, ShieldCheck } from 'lucide-react';
import { SideNavigation } from './side-navigation';
import { useOpenReportsNotice, useUnreadChatsNotice } from './use-nav-notices';
import { MSG_NAV } from '@/lib/shared/messages/shell';

/** Admins have chats (members write back) and reports to decide, but no photos. */
export function AdminSidebar() {
  const unreadChats = useUnreadChatsNotice();
  const openReports = useOpenReportsNotice();
  return (
    <SideNavigation
      label={MSG_NAV.admin}
      items={[
        { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
        { href: '/admin/chats', label: 'Chats', icon: MessageCircle, notice: unreadChats },
        { href: '/admin/moderation', label: 'Moderation', icon: Flag, notice: openReports },
        { href: '/admin/outbox', label: 'Email outbox', icon: Mail },
        { href: '/admin/audit', label: 'Audit log', icon: History },
        { href: '/admin/security', label: 'Security', icon: ShieldCheck },
      ]}
    />
  );
}
