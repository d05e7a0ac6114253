'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'static' | 'waiting' | 'shown';

/**
 * Fades its children in the first time they scroll into view. The server renders them visible ("static")
 * and only content still below the fold is hidden after mount, so nothing depends on JavaScript to be seen.
 */
export function FadeIn({ children, className = '', delayMs = 0 }: { children: ReactNode; className?: string; delayMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Content already on screen stays put; hiding it now would make it blink out and back in.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Hiding is instant; only the reveal is animated, so content never visibly fades out after load.
  const motion = { static: '', waiting: 'translate-y-6 opacity-0', shown: 'translate-y-0 opacity-100 transition duration-700 ease-out' }[phase];

  return (
    <div
      ref={ref}
      className={[className, motion].filter(Boolean).join(' ')}
      style={phase === 'shown' && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
