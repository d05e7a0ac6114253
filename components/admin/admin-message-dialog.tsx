'use client';
import { MessageCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import type { AdminProfile } from '@/lib/client/admin';
import { MESSAGE_MAX_LENGTH, sendMessageSchema } from '@/lib/schemas/chat';
import { validate } from '@/lib/schemas/validate';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';
import { filterProfanity } from '@/lib/shared/profanity';

const FIELD_ID = 'admin-message';
const ERROR_ID = 'admin-message-error';

/** A message to any member from the table, or straight into the full conversation. */
export function AdminMessageDialog({ recipient, onClose }: { recipient: AdminProfile | null; onClose(): void }) {
  const router = useRouter();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function close() {
    setContent('');
    setError(null);
    onClose();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!recipient) return;
    const checked = validate(sendMessageSchema, { receiverId: recipient.id, content: filterProfanity(content) });
    if (!checked.ok) {
      setError(checked.message);
      toast.error(checked.message);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await apiPost('/chats/messages', { receiverId: recipient.id, content: checked.data.content });
      toast.success(MSG_MEMBERS.messageSentTo(recipient.firstName));
      close();
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.messageFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={recipient !== null} onClose={close} title={recipient ? `Message ${recipient.firstName} ${recipient.lastName}` : 'Message'}>
      <form noValidate onSubmit={send} className="space-y-4">
        <Field label="Message" htmlFor={FIELD_ID}>
          <Textarea
            id={FIELD_ID}
            value={content}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
          />
        </Field>
        <FormAlert id={ERROR_ID} message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={!recipient}
            onClick={() => {
              if (!recipient) return;
              const { id } = recipient;
              close();
              router.push(`/admin/chats?userId=${id}`);
            }}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Open chat
          </Button>
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
