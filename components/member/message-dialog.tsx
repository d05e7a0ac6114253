'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { ChaperoneNotice } from '@/components/guardian/chaperone-notice';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from '@/lib/client/queries/chats';
import { useMemberProfile } from '@/lib/client/queries/users';
import { useZodForm } from '@/lib/client/use-zod-form';
import { messageFormSchema } from '@/lib/schemas/chat';
import { MESSAGE_MAX_LENGTH } from '@/lib/shared/constants';
import { MSG_CHAT } from '@/lib/shared/messages/chat';

type Recipient = { id: string; firstName: string; lastName?: string };

/**
 * A message from a list of people (Find Matches, the admin table): send and stay, send and open
 * the chat, or just open the conversation. `chatPath` is the chat screen of the caller's area.
 */
type MessageDialogProps = { recipient: Recipient | null; onClose(): void; chatPath?: string };

export function MessageDialog({ recipient, onClose, chatPath = '/chats' }: MessageDialogProps) {
  const router = useRouter();
  const fieldId = useId();
  const sendMessage = useSendMessage();
  const form = useZodForm(messageFormSchema, { id: fieldId, defaultValues: { content: '' } });
  // Her guardian's notice must be on screen before anything can be sent to her.
  const profile = useMemberProfile(recipient?.id ?? null);
  const sending = sendMessage.isPending;
  const waiting = sending || profile.isPending;
  const contentId = `${fieldId}-content`;

  // The native dialog focuses its first control (Close) when it opens; what she types goes in the
  // message instead. This effect runs after the Dialog's own, which opened it.
  useEffect(() => {
    if (recipient) document.getElementById(contentId)?.focus();
  }, [recipient, contentId]);

  function close() {
    form.reset();
    onClose();
  }

  function openConversation(userId: string) {
    router.push(`${chatPath}?userId=${userId}`);
  }

  const send = (openChat: boolean) =>
    form.onSubmit(async ({ content }) => {
      if (!recipient) return;
      try {
        await sendMessage.send(recipient.id, content);
        toast.success(openChat ? MSG_CHAT.messageSentOpening(recipient.firstName) : MSG_CHAT.messageSentTo(recipient.firstName));
        close();
        if (openChat) openConversation(recipient.id);
      } catch (failure) {
        toastFailure(failure, MSG_CHAT.messageFailed);
      }
    });

  return (
    <Dialog
      open={recipient !== null}
      onClose={close}
      title={recipient ? `Message ${[recipient.firstName, recipient.lastName].filter(Boolean).join(' ')}` : 'Message'}
    >
      <form noValidate className="space-y-4" onSubmit={send(false)}>
        {recipient && <ChaperoneNotice partnerId={recipient.id} className="rounded-lg border" />}
        <FormField form={form} name="content" id={contentId} label={MSG_CHAT.yourMessage}>
          {(control) => <Textarea {...control} maxLength={MESSAGE_MAX_LENGTH} />}
        </FormField>
        <FormAlert id={form.alertId} message={form.alert} />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            disabled={sending}
            onClick={() => {
              if (!recipient) return;
              const userId = recipient.id;
              close();
              openConversation(userId);
            }}
          >
            {MSG_CHAT.openChat}
          </Button>
          <Button type="submit" variant="secondary" loading={sending} disabled={waiting}>
            {MSG_CHAT.sendOnly}
          </Button>
          <Button onClick={() => void send(true)()} disabled={waiting}>
            {MSG_CHAT.sendAndOpenChat}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog as an element, for Find Matches, which loads this module (the form library with it) when a message is first written. */
export const showMessageDialog = (props: MessageDialogProps) => <MessageDialog {...props} />;
