import {
  Client,
  Environment,
  SubscriptionsController,
  type Configuration,
  type OAuthToken,
} from '@paypal/paypal-server-sdk';
import { config, type Config } from '../config';

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;
const TIMEOUT_MS = 15_000;
type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

/**
 * The SDK knows only PayPal's two hosts; this client sends every request (the OAuth token call
 * included) to another base URL, so the real SDK can talk to the simulator over real HTTP.
 */
class BaseUrlClient extends Client {
  private baseUrl!: string;

  constructor(configuration: Partial<Configuration>, baseUrl: string) {
    super(configuration);
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  override getRequestBuilderFactory(): RequestBuilderFactory {
    const inner = super.getRequestBuilderFactory();
    return (method, path) => {
      const builder = inner(method, path);
      builder.interceptRequest((request) => ({ ...request, url: request.url.replace(PAYPAL_HOSTS, this.baseUrl) }));
      return builder;
    };
  }
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

function createPaypal(cfg: Config): Paypal {
  const simulator = cfg.paypal.mode === 'simulator';
  const configuration: Partial<Configuration> = {
    clientCredentialsAuthCredentials: { oAuthClientId: cfg.paypal.clientId, oAuthClientSecret: cfg.paypal.clientSecret },
    environment: cfg.paypal.mode === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    // An HTTP(S)_PROXY meant for the outside world must not swallow calls to our own simulator.
    ...(simulator ? { unstable_httpClientOptions: { proxy: false } } : {}),
  };
  const client = simulator ? new BaseUrlClient(configuration, paypalApiBase(cfg)) : new Client(configuration);
  return { client, subscriptions: new SubscriptionsController(client) };
}

// One client per process: the SDK caches its OAuth token on it.
const shared = globalThis as unknown as { __nsPaypal?: Paypal };

function paypal(): Paypal {
  return (shared.__nsPaypal ??= createPaypal(config()));
}

export function paypalSubscriptions(): SubscriptionsController {
  return paypal().subscriptions;
}

/** The SDK's own OAuth token, for the few calls the SDK lacks (catalog products, webhook checks). */
async function accessToken(): Promise<string> {
  const state = paypal();
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
