import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { paypalSimTokens } from '@/models';
import { getDb } from '../db';
import { simulatorCredentials } from './credentials';
import { readForm, SimError } from './http';
import { realNow } from '../clock';

const TOKEN_TTL_SECONDS = 32_400;

const unauthorized = () => new SimError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function hasClientCredentials(request: Request): Promise<boolean> {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const { clientId, clientSecret } = await simulatorCredentials();
  return basic !== undefined && sameText(basic, Buffer.from(`${clientId}:${clientSecret}`).toString('base64'));
}

/** POST /v1/oauth2/token: client credentials in Basic auth, as PayPal expects them. */
export async function issueToken(request: Request) {
  if (!(await hasClientCredentials(request))) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  const form = await readForm(request);
  if (form.get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' } };
  }
  const db = await getDb();
  const accessToken = `A21AA-SIM-${randomBytes(24).toString('base64url')}`;
  await db.delete(paypalSimTokens).where(lt(paypalSimTokens.expiresAt, realNow()));
  await db.insert(paypalSimTokens).values({ accessToken, expiresAt: new Date(realNow().getTime() + TOKEN_TTL_SECONDS * 1000) });
  return {
    status: 200,
    body: { scope: 'https://uri.paypal.com/services/subscriptions', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-SIMULATOR', expires_in: TOKEN_TTL_SECONDS, nonce: randomBytes(8).toString('hex') },
  };
}

/** Every other endpoint wants a token this simulator issued and that has not expired. */
export async function requireBearer(request: Request): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw unauthorized();
  const db = await getDb();
  const [known] = await db
    .select({ accessToken: paypalSimTokens.accessToken })
    .from(paypalSimTokens)
    .where(and(eq(paypalSimTokens.accessToken, token), gt(paypalSimTokens.expiresAt, realNow())))
    .limit(1);
  if (!known) throw unauthorized();
}

/** The test hook: the simulator's own client credentials (Basic) or a token issued for them. */
export async function requireClient(request: Request): Promise<void> {
  if (/^Basic\s/i.test(request.headers.get('authorization') ?? '')) {
    if (!(await hasClientCredentials(request))) throw unauthorized();
    return;
  }
  await requireBearer(request);
}
