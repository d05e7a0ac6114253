import { Histogram } from 'prom-client';
import { metric } from './metrics-registry';

export type SendTransport = 'http' | 'socket';

const sendDurations = () =>
  metric(
    'chat_message_send_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'chat_message_send_duration_seconds',
        help: 'Time to store and publish one chat message, by the transport it came in on',
        labelNames: ['transport'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers: [registry],
      }),
  );

export function registerMessageMetrics(): void {
  sendDurations();
}

/** Starts timing a send; call the result once the message is stored and published. */
export function timeMessageSend(transport: SendTransport): () => void {
  const end = sendDurations().startTimer({ transport });
  return () => {
    end();
  };
}
