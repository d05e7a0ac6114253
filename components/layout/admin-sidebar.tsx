'use client';
import { Flag, History, LayoutDashboard, Mail, MessageCircle, ShieldCheck } from 'lucide-react';
import { SideNavigation, type NavItem } from './side-navigation';

const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { href: '/admin/chats', label: 'Chats', icon: MessageCircle },
  { href: '/admin/moderation', label: 'Moderation', icon: Flag },
  { href: '/admin/outbox', label: 'Email outbox', icon: Mail },
  { href: '/admin/audit', label: 'Audit log', icon: History },
  { href: '/admin/security', label: 'Security', icon: ShieldCheck },
];

export function AdminSidebar() {
  return <SideNavigation label="Admin" items={ADMIN_NAV} />;
}
