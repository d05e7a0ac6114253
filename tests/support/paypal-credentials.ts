import { randomBytes } from 'node:crypto';

/**
 * The PayPal simulator's credentials for test servers, configured the way an operator would
 * (PAYPAL_MODE=simulator with PAYPAL_CLIENT_ID/PAYPAL_CLIENT_SECRET), so a test knows them
 * without reading the server's database. Kept in the environment so Playwright's workers share
 * the runner's secret.
 */
process.env.TEST_PAYPAL_CLIENT_SECRET ??= randomBytes(24).toString('hex');

export const TEST_PAYPAL_CREDENTIALS = { clientId: 'test-simulator-client', clientSecret: process.env.TEST_PAYPAL_CLIENT_SECRET };

export const TEST_PAYPAL_ENV = {
  PAYPAL_MODE: 'simulator',
  PAYPAL_CLIENT_ID: TEST_PAYPAL_CREDENTIALS.clientId,
  PAYPAL_CLIENT_SECRET: TEST_PAYPAL_CREDENTIALS.clientSecret,
};

export const basicAuth = (clientId: string, clientSecret: string) => `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

export const simulatorAuthorization = () => basicAuth(TEST_PAYPAL_CREDENTIALS.clientId, TEST_PAYPAL_CREDENTIALS.clientSecret);

/**
 * Test servers run as test deployments (the simulator named by hand), where the configuration
 * allows passwords hashed below the production cost: at cost 12 every registration and login
 * took a quarter to three quarters of a second of CPU, most of the test run's.
 */
export const TEST_BCRYPT_COST = '4';
