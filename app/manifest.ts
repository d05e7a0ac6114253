import type { MetadataRoute } from 'next';
import { APP_NAME } from '@/lib/shared/constants';

/**
 * /manifest.webmanifest, which Next links from every page: what a phone needs to install the app
 * on its home screen (and, on an iPhone, what lets it receive pushes at all).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/dashboard',
    name: APP_NAME,
    short_name: 'Nikah',
    description: 'A private, moderated place for Muslim university students and graduates to find a spouse the halal way.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#165145',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
