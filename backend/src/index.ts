export { startBackend, type RunningBackend } from './startBackend';
export type { StartBackendOptions } from './options';
export { startOutboxSender, type OutboxSender, type OutboxSenderOptions } from './outbox/outboxSender';
