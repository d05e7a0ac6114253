import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { PhotosView } from '@/components/photos/photos-view';

export const metadata: Metadata = { title: 'Photos' };

export default function PhotosPage() {
  return (
    <>
      <PageHeading title="Photos" description="Upload your photos, keep them private, and accept or decline requests to see them." />
      <PhotosView />
    </>
  );
}
