import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';

/** Terms, privacy, safety and contact: the landing's header and footer around a page of text. */
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="bg-stone-50">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
