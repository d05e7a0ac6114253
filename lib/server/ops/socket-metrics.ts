import { Gauge } from 'prom-client';
import { localSocketCount } from '../realtime/emit';
import { metric } from './metrics-registry';

/** Read at scrape time from this node's socket.io server. */
export function registerSocketMetrics(): void {
  metric(
    'socketio_connected_sockets',
    (registry) =>
      new Gauge({
        name: 'socketio_connected_sockets',
        help: 'socket.io sockets connected to this node',
        registers: [registry],
        collect() {
          this.set(localSocketCount());
        },
      }),
  );
}
