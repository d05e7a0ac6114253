'use client';
import { Images, LayoutDashboard, MessageCircle, UserRound } from 'lucide-react';
import { SideNavigation, type NavItem } from './side-navigation';

const MEMBER_NAV: NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/chats', label: 'Chats', icon: MessageCircle },
  { href: '/profile', label: 'Profile', icon: UserRound },
  { href: '/photos', label: 'Photos', icon: Images },
];

export function MemberSidebar() {
  return <SideNavigation label="Member" items={MEMBER_NAV} />;
}
