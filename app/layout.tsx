import type { Metadata, Viewport } from 'next';
import { ServiceWorker } from '@/components/layout/service-worker';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { APP_NAME } from '@/lib/shared/constants';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${APP_NAME} — halal matchmaking for Muslim students and graduates`, template: `%s · ${APP_NAME}` },
  description:
    'A private, moderated place for Muslim university students and graduates to find a spouse the halal way, with guardian involvement and photos shared only by consent.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#165145' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-dvh">
        {children}
        <LazyToaster />
        <ServiceWorker />
      </body>
    </html>
  );
}
