/** Just enough MIME to read what nodemailer sends: headers, and the text/plain part decoded. */
export interface ParsedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every top-level header, names lower-cased (folded lines unfolded). */
  headers: Record<string, string>;
}

function splitHeadersAndBody(raw: string): [Record<string, string>, string] {
  const index = raw.indexOf('\r\n\r\n');
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeWords(value: string): string {
  // RFC 2047: the white space between two adjacent encoded words is not part of the text.
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHeadersAndBody(raw);
  const parts: Array<[Record<string, string>, string]> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(splitHeadersAndBody(chunk.replace(/^\r\n/, '')));
    }
  } else {
    parts.push([headers, body]);
  }
  const partOf = (type: string) => parts.find(([h]) => (h['content-type'] ?? 'text/plain').startsWith(type));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    to: headers.to ?? '',
    from: headers.from ?? '',
    subject: decodeWords(headers.subject ?? ''),
    text: text ? decodeBody(text[0], text[1]).trim() : '',
    html: html ? decodeBody(html[0], html[1]).trim() : '',
    headers,
  };
}
