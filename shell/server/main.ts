/**
 * The shell's server, as production runs it (`npm run serve`):
 *   node shell/dist-server/main.js --port 4100 --remotes /etc/shop/remotes.json --origin https://shop.example
 * Its flags and environment: commandLine.ts.
 *
 * React picks its build by NODE_ENV when Node first loads it (TanStack Query reads it too, for its warnings),
 * and a platform may start this file without it. Then React's development build renders every page, 2–3× slower (a product
 * page's render, warm: 34–51 ms against 13–15 ms). So the server runs production unless NODE_ENV says
 * otherwise, and is loaded only once it is set: a static import would load React first. Its `listening` line
 * says which React build Node loaded.
 */
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ||= 'production';
const { serveFromCommandLine } = await import('./commandLine');
await serveFromCommandLine(fileURLToPath(new URL('.', import.meta.url)));
