import type * as PaypalSdk from '@paypal/paypal-server-sdk';
import type { Client, Configuration, OAuthToken, SubscriptionsController } from '@paypal/paypal-server-sdk';
import { config, type Config } from '../config';
import { simulatorCredentials } from '../paypal-simulator/credentials';
import { singleton } from '../singleton';

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;
const TIMEOUT_MS = 15_000;
type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

/**
 * The SDK, loaded on the first PayPal call: importing it takes about half a second, which every
 * start of a node (and every test server) paid for a client most of them never use.
 */
export function paypalSdk(): Promise<typeof PaypalSdk> {
  return import('@paypal/paypal-server-sdk');
}

/**
 * The SDK knows only PayPal's two hosts; this client sends every request (the OAuth token call
 * included) to another base URL, so the real SDK can talk to the simulator over real HTTP.
 */
function baseUrlClient(SdkClient: typeof Client, configuration: Partial<Configuration>, baseUrl: string): Client {
  const base = baseUrl.replace(/\/+$/, '');
  return new (class BaseUrlClient extends SdkClient {
    override getRequestBuilderFactory(): RequestBuilderFactory {
      const inner = super.getRequestBuilderFactory();
      return (method, path) => {
        const builder = inner(method, path);
        builder.interceptRequest((request) => ({ ...request, url: request.url.replace(PAYPAL_HOSTS, base) }));
        return builder;
      };
    }
  })(configuration);
}

/** Where PayPal's REST API is for this mode: the app's own simulator, the sandbox, or live. */
export function paypalApiBase(cfg: Config = config()): string {
  if (cfg.paypal.mode === 'simulator') return `${cfg.appUrl}/paypal-sim`;
  return cfg.paypal.mode === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
}

interface Paypal {
  client: Client;
  subscriptions: SubscriptionsController;
  token?: OAuthToken;
}

async function createPaypal(cfg: Config): Promise<Paypal> {
  const { Client: SdkClient, Environment, SubscriptionsController: Subscriptions } = await paypalSdk();
  const simulator = cfg.paypal.mode === 'simulator';
  // Outside simulator mode the configuration refuses to load without both values.
  const { clientId, clientSecret } = simulator ? await simulatorCredentials() : { clientId: cfg.paypal.clientId!, clientSecret: cfg.paypal.clientSecret! };
  const configuration: Partial<Configuration> = {
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    environment: cfg.paypal.mode === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    // An HTTP(S)_PROXY meant for the outside world must not swallow calls to our own simulator.
    ...(simulator ? { unstable_httpClientOptions: { proxy: false } } : {}),
  };
  const client = simulator ? baseUrlClient(SdkClient, configuration, paypalApiBase(cfg)) : new SdkClient(configuration);
  return { client, subscriptions: new Subscriptions(client) };
}

// One client per process: the SDK caches its OAuth token on it.
const shared = singleton('paypal', (): { client?: Promise<Paypal> } => ({}));

function paypal(): Promise<Paypal> {
  shared.client ??= createPaypal(config()).catch((error: unknown) => {
    shared.client = undefined;
    throw error;
  });
  return shared.client;
}

export async function paypalSubscriptions(): Promise<SubscriptionsController> {
  return (await paypal()).subscriptions;
}

/** The SDK's own OAuth token, for the few calls the SDK lacks (catalog products, webhook checks). */
async function accessToken(): Promise<string> {
  const state = await paypal();
  state.token = await state.client.clientCredentialsAuthManager.updateToken(state.token);
  return state.token.accessToken;
}

/** A plain REST call to PayPal with the SDK's token; `body` may be pre-serialised JSON. */
export async function paypalRest(path: string, init: { method: string; body?: unknown; requestId?: string }): Promise<Response> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await accessToken()}`,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (init.requestId) headers['PayPal-Request-Id'] = init.requestId;
  const body = typeof init.body === 'string' || init.body === undefined ? init.body : JSON.stringify(init.body);
  return fetch(`${paypalApiBase()}${path}`, { method: init.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
}
