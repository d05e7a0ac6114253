import { MemberGuard } from '@/components/guards/member-guard';
import { MemberSidebar } from '@/components/layout/member-sidebar';
import { ReconnectingBanner } from '@/components/layout/reconnecting-banner';
import { LiveNotices } from '@/components/layout/live-notices';
import { VerifyEmailBanner } from '@/components/layout/verify-email-banner';
import { MemberSocketProvider } from '@/lib/client/member-socket';
import { QueryProvider } from '@/lib/client/query-provider';

export default function MemberLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <MemberGuard>
        <MemberSocketProvider>
          <LiveNotices chatsPath="/chats" />
          <MemberSidebar />
          <ReconnectingBanner />
          <main id="main" tabIndex={-1} className="px-4 pt-6 pb-[calc(var(--tab-bar-space)+1.5rem)] outline-none sm:px-6 lg:ml-64 lg:px-10 lg:py-8">
            <VerifyEmailBanner />
            {children}
          </main>
        </MemberSocketProvider>
      </MemberGuard>
    </QueryProvider>
  );
}
