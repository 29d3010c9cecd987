/**
 * Puts the seed images into a hosted Supabase project's Storage, at the
 * same paths the seed's gallery_urls and image_url columns hold, or writes
 * them to a local folder. The embedded backend draws them on request and
 * needs none of this.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service key> \
 *     npx tsx supabase/scripts/upload-assets.ts
 *   npx tsx supabase/scripts/upload-assets.ts --out supabase/.generated/storage   (files only)
 *
 * Creates the public buckets `product-images` and `design-images` if missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { DESIGN_BUCKET, PRODUCT_BUCKET, renderAsset } from '../../backend/src/storage/art/imagePaths';
import { buildCatalogue } from './catalogue/buildCatalogue';

const { values } = parseArgs({ options: { out: { type: 'string' }, concurrency: { type: 'string' } } });

const catalogue = buildCatalogue();
const paths = [
  ...new Set([
    ...catalogue.products.flatMap((p) => p.gallery_urls.map((g) => g.url)),
    ...catalogue.designs.map((d) => d.image_url),
  ]),
];
const assets = paths.map((storagePath) => {
  const [bucket, ...rest] = storagePath.split('/');
  const objectPath = rest.join('/');
  const svg = renderAsset(bucket!, objectPath);
  if (!svg) throw new Error(`no drawing for ${storagePath}`);
  return { bucket: bucket!, objectPath, svg };
});

if (values.out) {
  for (const a of assets) {
    const file = path.join(values.out, a.bucket, a.objectPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, a.svg);
  }
  console.log(`wrote ${assets.length} images under ${values.out}`);
  process.exit(0);
}

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) {
  console.error(
    'Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service role key, never shipped to a browser), or pass --out DIR.',
  );
  process.exit(2);
}
const supabase = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as never },
});

for (const bucket of [PRODUCT_BUCKET, DESIGN_BUCKET]) {
  const { error } = await supabase.storage.createBucket(bucket, { public: true });
  if (error && !/already exists/i.test(error.message)) throw new Error(`bucket ${bucket}: ${error.message}`);
}

const concurrency = Number(values.concurrency ?? 8);
let done = 0;
const queue = [...assets];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let a = queue.shift(); a; a = queue.shift()) {
      const { error } = await supabase.storage
        .from(a.bucket)
        .upload(a.objectPath, new Blob([a.svg], { type: 'image/svg+xml' }), {
          contentType: 'image/svg+xml',
          cacheControl: '3600',
          upsert: true,
        });
      if (error) throw new Error(`${a.bucket}/${a.objectPath}: ${error.message}`);
      done += 1;
      if (done % 100 === 0) console.log(`${done}/${assets.length}`);
    }
  }),
);
console.log(`uploaded ${done} images to ${url}`);
