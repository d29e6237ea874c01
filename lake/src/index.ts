/** Public API of the embedded content lake (`@seedshop/lake`). */
export { startLake, type RunningLake, type StartLakeOptions } from './lake';
export { ensureCertificate, type LakeCertificate } from './http/tls';
export type { SanityDocument, DocumentStore, Mutation, Action, Transaction } from './contract';
