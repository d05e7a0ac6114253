// One package per component: the @react-email/components barrel also loads Prism (its code block)
// and a Markdown parser, close to a second of every server start.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_EMAIL } from '@/lib/shared/messages/email';

// One look for every email: a white card on a warm grey page, a serif letter, the green of the site.
const FONT = "Georgia, 'Times New Roman', serif";
const INK = '#1c1917';
const MUTED = '#57534e';
const GREEN = '#166534';

const styles = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: '#f5f5f4', fontFamily: FONT, color: INK },
  card: { maxWidth: '560px', margin: '0 auto', padding: '28px 32px', backgroundColor: '#ffffff', border: '1px solid #e7e5e4', borderRadius: '12px' },
  brand: { margin: 0, fontSize: '15px', lineHeight: '22px', fontWeight: 'bold', letterSpacing: '0.03em', color: GREEN },
  rule: { margin: '14px 0 22px', borderTop: '1px solid #e7e5e4' },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '26px', color: INK },
  heading: { margin: '26px 0 8px', fontSize: '18px', lineHeight: '26px', fontWeight: 'bold', color: '#14532d' },
  link: { color: GREEN, textDecoration: 'underline' },
  button: { backgroundColor: GREEN, color: '#ffffff', fontFamily: FONT, fontSize: '15px', borderRadius: '8px', padding: '11px 20px' },
  buttonBox: { margin: '4px 0 20px' },
  url: { margin: '8px 0 0', fontSize: '13px', lineHeight: '19px', color: MUTED, wordBreak: 'break-all' },
  meta: { margin: '14px 0 4px', fontSize: '13px', lineHeight: '19px', color: MUTED },
  quote: { margin: '0 0 8px', padding: '8px 14px', borderLeft: '3px solid #a8a29e', backgroundColor: '#fafaf9', fontSize: '15px', lineHeight: '24px' },
  aside: { marginTop: '28px', padding: '2px 20px 6px', backgroundColor: '#fafaf9', border: '1px solid #f0efed', borderRadius: '10px' },
  footer: { margin: '16px auto 0', maxWidth: '560px', fontSize: '12px', lineHeight: '18px', textAlign: 'center', color: '#78716c' },
} satisfies Record<string, CSSProperties>;

/** Our text with its line breaks kept: "With respect,\nThe team" stays on two lines in both parts. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A paragraph of ours. `links` are the addresses we put in it ourselves, made clickable where they
 * stand; nothing else in it becomes a link, so words a member wrote never do.
 */
export function Paragraph({ text, links = [], style }: { text: string; links?: readonly string[]; style?: CSSProperties }) {
  const parts = links.length === 0 ? [text] : text.split(new RegExp(`(${links.map(escapeRegExp).join('|')})`));
  return (
    <Text style={{ ...styles.paragraph, ...style }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} style={styles.link}>
            {part}
          </Link>
        ) : (
          <Lines key={i} text={part} />
        ),
      )}
    </Text>
  );
}

export function SectionHeading({ text, style }: { text: string; style?: CSSProperties }) {
  return (
    <Heading as="h2" style={{ ...styles.heading, ...style }}>
      {text}
    </Heading>
  );
}

/** A button, with its address written out under it for a client that shows no buttons. */
export function ButtonLink({ label, href }: { label: string; href: string }) {
  return (
    <Section style={styles.buttonBox}>
      <Button href={href} style={styles.button} data-text="labelled">
        {label}
      </Button>
      <Text style={styles.url} data-skip-in-text="true">
        {href}
      </Text>
    </Section>
  );
}

/** One member's message, as they wrote it: who and when, then their words, in their direction. */
export function QuotedMessage({ meta, text }: { meta: string; text: string }) {
  return (
    <>
      <div style={styles.meta}>{meta}</div>
      <blockquote dir="auto" style={styles.quote}>
        <Lines text={text} />
      </blockquote>
    </>
  );
}

export interface EmailLayoutProps {
  greeting: string;
  signOff: string;
  children: ReactNode;
  /** What follows the letter, set apart: a guardian's "about us", what he is told and how to stop. */
  aside?: ReactNode;
}

/** The one layout every email is built on; the plain-text part is rendered from it too (render.ts). */
export function EmailLayout({ greeting, signOff, children, aside }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{APP_NAME}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.brand} data-skip-in-text="true">
            {APP_NAME}
          </Text>
          <Hr style={styles.rule} data-skip-in-text="true" />
          <Paragraph text={greeting} />
          {children}
          <Paragraph text={signOff} style={{ marginTop: '24px' }} />
          {aside && <Section style={styles.aside}>{aside}</Section>}
        </Container>
        <Text style={styles.footer} data-skip-in-text="true">
          {MSG_EMAIL.footer}
        </Text>
      </Body>
    </Html>
  );
}

/** The smaller type of an aside's paragraphs. */
export const asideText: CSSProperties = { fontSize: '14px', lineHeight: '22px', color: '#44403c' };
