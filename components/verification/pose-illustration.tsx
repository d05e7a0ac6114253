import type { PoseId } from '@/lib/shared/messages/verification';

type Hand = { x: number; y: number; fingers: number | 'thumb' | 'fist' };

/**
 * Where each pose puts the hand(s), as seen from the camera: her right hand is on the viewer's
 * left. Drawn simply on purpose: it shows which hand and where, the instruction says the rest.
 */
const POSE_HANDS: Record<PoseId, Hand[]> = {
  'right-hand-cheek': [{ x: 38, y: 60, fingers: 4 }],
  'left-thumb-up': [{ x: 94, y: 58, fingers: 'thumb' }],
  'right-peace-sign': [{ x: 26, y: 52, fingers: 2 }],
  'left-hand-forehead': [{ x: 70, y: 30, fingers: 4 }],
  'right-hand-chin': [{ x: 54, y: 80, fingers: 'fist' }],
  'left-three-fingers': [{ x: 94, y: 52, fingers: 3 }],
  'both-hands-wave': [
    { x: 24, y: 54, fingers: 5 },
    { x: 96, y: 54, fingers: 5 },
  ],
};

function HandShape({ hand }: { hand: Hand }) {
  const count = typeof hand.fingers === 'number' ? hand.fingers : hand.fingers === 'thumb' ? 1 : 0;
  const spread = count > 1 ? 60 / (count - 1) : 0;
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const angle = ((count > 1 ? -30 + i * spread : 0) * Math.PI) / 180;
        return <line key={i} x1={hand.x} y1={hand.y - 4} x2={hand.x + Math.sin(angle) * 15} y2={hand.y - 4 - Math.cos(angle) * 15} strokeWidth={4.5} strokeLinecap="round" className="stroke-gold-500" />;
      })}
      <circle cx={hand.x} cy={hand.y} r={hand.fingers === 'fist' ? 8 : 9} className="fill-gold-500" />
    </g>
  );
}

/** A small drawing of the pose asked for; decorative (the instruction beside it is the text). */
export function PoseIllustration({ poseId, className }: { poseId: string; className?: string }) {
  const hands = POSE_HANDS[poseId as PoseId] ?? [];
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" className={className}>
      <rect width="120" height="120" rx="20" className="fill-brand-50" />
      <path d="M18 120 Q18 88 60 84 Q102 88 102 120 Z" className="fill-brand-200" />
      <circle cx="60" cy="54" r="23" className="fill-brand-300" />
      <circle cx="52" cy="51" r="2" className="fill-brand-900" />
      <circle cx="68" cy="51" r="2" className="fill-brand-900" />
      <path d="M53 63 Q60 68 67 63" fill="none" strokeWidth="2" strokeLinecap="round" className="stroke-brand-900" />
      {hands.map((hand, i) => (
        <HandShape key={i} hand={hand} />
      ))}
    </svg>
  );
}
