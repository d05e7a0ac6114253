import { AdminGuard } from '@/components/guards/admin-guard';
import { AdminSidebar } from '@/components/layout/admin-sidebar';

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <AdminGuard>
      <AdminSidebar />
      <main id="main" tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:ml-64 lg:px-10 lg:py-8">
        {children}
      </main>
    </AdminGuard>
  );
}
