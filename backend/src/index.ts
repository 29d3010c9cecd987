export { startBackend, type RunningBackend } from './startBackend';
export type { StartBackendOptions } from './options';
