import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { PhotosView } from '@/components/photos/photos-view';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

export const metadata: Metadata = { title: 'Photos' };

export default function PhotosPage() {
  return (
    <>
      <PageHeading title={MSG_PHOTOS.photos} description={MSG_PHOTOS.pageDescription} />
      <PhotosView />
    </>
  );
}
