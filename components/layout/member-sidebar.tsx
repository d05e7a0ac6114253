'use client';
import { Images, LayoutDashboard, MessageCircle, UserRound } from 'lucide-react';
import { SideNavigation } from './side-navigation';
import { usePhotoRequestsNotice, useUnreadChatsNotice } from './use-nav-notices';

export function MemberSidebar() {
  const unreadChats = useUnreadChatsNotice();
  const photoRequests = usePhotoRequestsNotice();
  return (
    <SideNavigation
      label="Member"
      items={[
        { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/chats', label: 'Chats', icon: MessageCircle, notice: unreadChats },
        { href: '/profile', label: 'Profile', icon: UserRound },
        { href: '/photos', label: 'Photos', icon: Images, notice: photoRequests },
      ]}
    />
  );
}
