/**
 * The wire format of the shop API (snake_case keys), shared by the API and its client.
 * Plain zod: no server code is pulled in by importing it.
 */
export * from './common';
export * from './error';
export * from './customer';
export * from './auth';
export * from './account';
export * from './address';
export * from './captcha';
export * from './dev-mailbox';
export * from './catalogue';
export * from './catalogue-view';
export * from './contact';
export * from './newsletter';
export * from './cart';
export * from './lists';
export * from './favourites';
export * from './comparison';
export * from './checkout';
export * from './my-reviews';
export * from './account-summary';
export * from './subscriptions';
