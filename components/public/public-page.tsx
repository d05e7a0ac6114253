import type { ReactNode } from 'react';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

type Section = { id: string; title: string };

/**
 * A public page: a dark title band (the landing's header is transparent until scrolled, so it
 * sits on dark), an optional list of its sections, then the text in a readable column.
 */
export function PublicPage({ eyebrow, title, intro, sections, children }: { eyebrow: string; title: string; intro: ReactNode; sections?: Section[]; children: ReactNode }) {
  return (
    <>
      <div className="bg-brand-950 pt-28 pb-12 text-white sm:pt-36 sm:pb-16">
        <div className="mx-auto max-w-3xl px-5 sm:px-6">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-white/80">{intro}</div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-6 sm:py-14">
        {sections && (
          <nav aria-label={MSG_PUBLIC_PAGES.onThisPage} className="mb-10 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
            <h2 className="text-sm font-semibold tracking-[0.12em] text-brand-800 uppercase">{MSG_PUBLIC_PAGES.onThisPage}</h2>
            <ol className="mt-3 grid gap-x-6 gap-y-2 text-brand-800 sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="space-y-12">{children}</div>
      </div>
    </>
  );
}

/** One titled part of a public page; lists and paragraphs inside it get the page's text style. */
export function PageSection({ id, title, children }: Section & { children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-brand-600"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
