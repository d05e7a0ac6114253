'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { MESSAGE_MAX_LENGTH, sendMessageSchema } from '@/lib/schemas/chat';
import { validate } from '@/lib/schemas/validate';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';
import { filterProfanity } from '@/lib/shared/profanity';

type Recipient = { id: string; firstName: string; lastName?: string };

/**
 * A message from a list of people (Find Matches, the admin table): send and stay, send and open
 * the chat, or just open the conversation. `chatPath` is the chat screen of the caller's area.
 */
export function MessageDialog({ recipient, onClose, chatPath = '/chats' }: { recipient: Recipient | null; onClose(): void; chatPath?: string }) {
  const router = useRouter();
  const fieldId = useId();
  const errorId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function close() {
    setContent('');
    setError(null);
    onClose();
  }

  function openConversation(userId: string) {
    router.push(`${chatPath}?userId=${userId}`);
  }

  async function send(openChat: boolean) {
    if (!recipient) return;
    const checked = validate(sendMessageSchema, { receiverId: recipient.id, content: filterProfanity(content) });
    if (!checked.ok) {
      setError(checked.message === MSG.messageEmpty ? MSG.messageEmpty : checked.message);
      return;
    }
    setSending(true);
    try {
      await apiPost('/chats/messages', { receiverId: recipient.id, content: checked.data.content });
      toast.success(openChat ? MSG_MEMBERS.messageSentOpening(recipient.firstName) : MSG_MEMBERS.messageSentTo(recipient.firstName));
      close();
      if (openChat) openConversation(recipient.id);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.messageFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={recipient !== null}
      onClose={close}
      title={recipient ? `Message ${[recipient.firstName, recipient.lastName].filter(Boolean).join(' ')}` : 'Message'}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={fieldId}>Your message</Label>
          <Textarea
            id={fieldId}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            maxLength={MESSAGE_MAX_LENGTH}
          />
        </div>
        <FormAlert id={errorId} message={error} />
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
            Open chat
          </Button>
          <Button type="submit" variant="secondary" loading={sending}>
            Send
          </Button>
          <Button onClick={() => void send(true)} disabled={sending}>
            Send and open chat
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
