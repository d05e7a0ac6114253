import { startMailSink } from './mail-sink';

// The end-to-end suite's SMTP server, with the guardian's inbox readable over HTTP.
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2626);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3199);
const sink = await startMailSink({ smtpPort, httpPort });
console.log(`mail sink: ${sink.smtpUrl}, inbox ${sink.httpUrl}`);
const stop = () => void sink.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
