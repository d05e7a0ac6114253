import type { ReactNode } from 'react';
import { MSG_EMAIL, MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import { config } from '../../config';
import { renderMail } from '../render';
import { asideText, ButtonLink, EmailLayout, Paragraph, SectionHeading } from './layout';

export interface GuardianLinks {
  /** The guardian's page: confirm, decline or stop. */
  page: string;
  /** RFC 8058 one-click unsubscribe, answered by POST only. */
  oneClick: string;
}

export interface GuardianFrame {
  why: string;
  body: ReactNode;
  /** What this address is told from now on, and what never; absent when nothing more will be sent. */
  told?: string;
  links: GuardianLinks;
}

/**
 * Every guardian email has the same frame, so none can leave out who we are, why this address
 * received it, what the guardian is and is not told, and how to stop every email.
 */
function GuardianEmail({ why, body, told, links }: GuardianFrame) {
  const { appUrl, supportEmail } = config();
  return (
    <EmailLayout
      greeting={MSG_EMAIL.greeting()}
      signOff={MSG_EMAIL.signOff}
      aside={
        <>
          <SectionHeading text={MSG_EMAIL_GUARDIAN.aboutHeading} style={{ marginTop: '16px' }} />
          <Paragraph text={MSG_EMAIL_GUARDIAN.about(appUrl)} links={[appUrl]} style={asideText} />
          {told && <Paragraph text={told} style={asideText} />}
          <Paragraph text={MSG_EMAIL_GUARDIAN.stopAll} style={asideText} />
          <ButtonLink label={MSG_EMAIL_GUARDIAN.stopAllLink} href={links.page} />
          <Paragraph text={MSG_EMAIL_GUARDIAN.questions(supportEmail)} style={asideText} />
        </>
      }
    >
      <Paragraph text={why} />
      {body}
    </EmailLayout>
  );
}

export async function renderGuardianEmail(frame: GuardianFrame): Promise<{ text: string; html: string; headers: Record<string, string> }> {
  return {
    ...(await renderMail(<GuardianEmail {...frame} />)),
    headers: { 'List-Unsubscribe': `<${frame.links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
