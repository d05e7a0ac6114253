import { APP_NAME, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';

export function shareText(siteUrl: string): string {
  return (
    `${APP_NAME} helps Muslim university students and graduates find a spouse the halal way: ` +
    `guardian involvement, photos shared only by consent and a moderated community. ` +
    `Try it free for ${TRIAL_DAYS} days (then ${PRICE_LABEL}/month, cancel anytime): ${siteUrl}`
  );
}

/** Each network's plain web share address; no SDK, no tracking script. */
export function shareLinks(siteUrl: string) {
  const url = encodeURIComponent(siteUrl);
  const text = encodeURIComponent(shareText(siteUrl));
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}`, color: 'bg-[#25D366]' },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, color: 'bg-[#1877F2]' },
    { network: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${text}`, color: 'bg-stone-900' },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`, color: 'bg-[#0A66C2]' },
  ];
}
