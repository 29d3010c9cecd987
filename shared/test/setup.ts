import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadShopChecks } from '../src/checks/loadShopChecks';

// The shop's checks (zod: the bus contract's schemas, the config's), loaded as a page loads them once its bus
// carries an event or the shell's server starts: components and owners under test then check synchronously.
// A test of what happens before they load imports a fresh module graph (createBus.test.ts, shopConfig.test.ts).
await loadShopChecks();

// Unmount what a component test rendered, so tests never see each other's DOM.
afterEach(() => cleanup());
