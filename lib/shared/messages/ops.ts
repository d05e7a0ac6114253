/** Operations endpoints and outages: what a caller is told when the node cannot serve. */
export const MSG_OPS = {
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  metricsToken: 'A valid metrics token is required.',
  metricsDisabled: 'Metrics are not enabled on this server.',
} as const;
