import type { Metadata } from 'next';
import { SubscribeView } from '@/components/subscribe/subscribe-view';

export const metadata: Metadata = { title: 'Subscribe' };

export default function SubscribePage() {
  return <SubscribeView />;
}
