'use client';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OwnPhoto } from '@/lib/client/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

/** Own photos: 2 columns on phones, 3 on larger screens, each with a delete action. */
export function PhotoGrid({ photos, onDelete, deletingId }: { photos: OwnPhoto[]; onDelete(photo: OwnPhoto): void; deletingId: string | null }) {
  if (photos.length === 0) return <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{MSG_PHOTOS.noPhotos}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-label={MSG_PHOTOS.yourPhotos}>
      {photos.map((photo, i) => (
        <li key={photo._id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
          {/* eslint-disable-next-line @next/next/no-img-element -- signed, private, short-lived addresses */}
          <img src={photo.url} alt={`Your photo ${i + 1}`} className="aspect-square w-full object-cover" />
          <div className="p-2">
            <Button variant="ghost" className="w-full text-red-700" loading={deletingId === photo._id} onClick={() => onDelete(photo)} aria-label={`Delete photo ${i + 1}`}>
              <Trash2 className="size-4" aria-hidden="true" /> {MSG_PHOTOS.delete}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
