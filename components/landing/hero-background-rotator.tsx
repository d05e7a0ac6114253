'use client';
import { useEffect, useState } from 'react';
import { HERO_ROTATION_MS } from '@/lib/shared/constants';
import { LandingImage } from './landing-image';

const HERO_IMAGES = [
  '/images/landing/hero-dusk-skyline.webp',
  '/images/landing/hero-lantern-glow.webp',
  '/images/landing/hero-courtyard-arches.webp',
  '/images/landing/hero-geometric-light.webp',
];

export function HeroBackgroundRotator() {
  const [active, setActive] = useState(0);

  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: number | undefined;
    const restart = () => {
      window.clearInterval(timer);
      if (reducedMotion.matches) return;
      timer = window.setInterval(() => setActive((index) => (index + 1) % HERO_IMAGES.length), HERO_ROTATION_MS);
    };
    restart();
    reducedMotion.addEventListener('change', restart);
    return () => {
      window.clearInterval(timer);
      reducedMotion.removeEventListener('change', restart);
    };
  }, []);

  return (
    <div className="absolute inset-0 -z-20" aria-hidden="true">
      {HERO_IMAGES.map((src, index) => (
        <LandingImage
          key={src}
          src={src}
          alt=""
          fill
          eager={index === 0}
          className={`object-cover object-[72%_center] ${index === active ? 'scale-100 opacity-100' : 'scale-105 opacity-0'}`}
          // The slow zoom settles while the image is showing, so each cross-fade also feels like a gentle camera move.
          style={{ transition: 'opacity 1.5s ease-in-out, scale 6s ease-out' }}
        />
      ))}
    </div>
  );
}
