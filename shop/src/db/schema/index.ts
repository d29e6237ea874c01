export * from './customers';
export * from './sessions';
export * from './action-tokens';
export * from './addresses';
export * from './outbox';
export * from './catalogue';
export * from './reviews';
