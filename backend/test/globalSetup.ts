import { ensureTemplate } from '../src/db/openDataDir';
import { defaultTemplateDir } from '../src/paths';

/** Build the fresh-database template once, before test files start backends in parallel. */
export default async function setup(): Promise<void> {
  await ensureTemplate(process.env.BACKEND_TEMPLATE_DIR ?? defaultTemplateDir, () => undefined);
}
