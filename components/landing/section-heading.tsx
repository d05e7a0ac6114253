import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={`text-sm font-semibold tracking-[0.16em] uppercase ${dark ? 'text-gold-300' : 'text-brand-600'}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-3 font-serif text-3xl leading-tight font-semibold text-balance sm:text-4xl ${dark ? 'text-white' : 'text-stone-900'}`}>
        {title}
      </h2>
      {children ? <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-white/80' : 'text-stone-600'}`}>{children}</div> : null}
    </div>
  );
}
