'use client';
import { LayoutDashboard, MessageCircle } from 'lucide-react';
import { SideNavigation, type NavItem } from './side-navigation';

const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { href: '/admin/chats', label: 'Chats', icon: MessageCircle },
];

export function AdminSidebar() {
  return <SideNavigation label="Admin" items={ADMIN_NAV} />;
}
