'use client';
import { MessageDialog } from '@/components/member/message-dialog';
import type { AdminProfile } from '@/lib/client/queries/admin';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { ProfileFormDialog } from './profile-form-dialog';

type ProfileDialogsProps = {
  creating: boolean;
  editing: AdminProfile | null;
  messaging: AdminProfile | null;
  deleting: AdminProfile | null;
  onCloseCreate(): void;
  onCloseEdit(): void;
  onCloseMessage(): void;
  onCloseDelete(): void;
};

/** The profile list's dialogs, whose forms (zod, react-hook-form) come with them the first time one opens. */
export const showProfileDialogs = ({ creating, editing, messaging, deleting, onCloseCreate, onCloseEdit, onCloseMessage, onCloseDelete }: ProfileDialogsProps) => (
  <>
    <ProfileFormDialog mode="create" open={creating} onClose={onCloseCreate} />
    <ProfileFormDialog mode="edit" open={editing !== null} profile={editing} onClose={onCloseEdit} />
    <MessageDialog recipient={messaging} onClose={onCloseMessage} chatPath="/admin/chats" />
    <DeleteProfileDialog profile={deleting} onClose={onCloseDelete} />
  </>
);
