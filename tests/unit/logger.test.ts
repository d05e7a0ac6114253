import { Writable } from 'node:stream';
import { createLogger, serializeError } from '@/lib/server/logger';

function captured() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(destination), text: () => lines.join('') };
}

const HASH = '$2b$12$abcdefghijklmnopqrstuuJ3vS3E0mT8xWb3kQ7cJYy1oKc6qjV2i';

/** What drizzle throws for a failed query: the SQL, every parameter, and the driver's error. */
function failedQuery() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 in "amina@example.com"'), {
    code: '22021',
    detail: 'Key (email)=(amina@example.com) already exists.',
    table: 'users',
  });
  const error = new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: amina@example.com,${HASH}`, { cause });
  return Object.assign(error, { query: 'insert into "users" ("email", "password_hash") values ($1, $2)', params: ['amina@example.com', HASH] });
}

describe('logger', () => {
  it('redacts secrets and personal details wherever they sit in the logged object', () => {
    const { logger, text } = captured();
    logger.info(
      { user: { email: 'amina@example.com', passwordHash: HASH, guardianPhone: '+447700900123' }, token: 'eyJhbGciOi.secret', content: 'salaam' },
      'signed up',
    );
    const line = text();
    expect(line).toContain('signed up');
    for (const secret of ['amina@example.com', HASH, '+447700900123', 'eyJhbGciOi', 'salaam']) expect(line).not.toContain(secret);
  });

  it('keeps the query text of a failed query but never its parameters or the database detail', () => {
    const { logger, text } = captured();
    logger.error({ err: failedQuery() }, 'request failed');
    const line = text();
    expect(line).toContain('insert into');
    expect(line).toContain('22021');
    for (const secret of ['amina@example.com', HASH, 'already exists']) expect(line).not.toContain(secret);
  });

  it('scrubs addresses and hashes from third-party error text', () => {
    expect(serializeError(new Error(`550 rejected <amina@example.com> ${HASH}`))?.message).toBe('550 rejected <[email]> [hash]');
  });
});
