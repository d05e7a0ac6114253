export * from './users';
export * from './outbox';
export * from './rate-limits';
export * from './subscriptions';
