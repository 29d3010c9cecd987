import { startBackend } from '@giftshop/backend';
const b = await startBackend({ port: 0, dataDir: '/tmp/product-rpc-time', reset: true, quiet: true });
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  const r = await fetch(`${b.url}/rest/v1/rpc/get_all_product_cards`, { method: 'POST', headers: { apikey: b.anonKey, Authorization: `Bearer ${b.anonKey}`, 'Content-Type': 'application/json' }, body: '{}' });
  const j = await r.json() as unknown[];
  console.log('rpc', Date.now() - t, 'ms', j.length, 'cards', JSON.stringify(j).length, 'bytes');
}
const t = Date.now();
const r = await fetch(`${b.url}/rest/v1/products?select=*&sku=eq.KL-MUG-101&is_active=eq.true`, { headers: { apikey: b.anonKey, Authorization: `Bearer ${b.anonKey}` } });
console.log('product', Date.now() - t, 'ms', (await r.text()).slice(0, 100));
await b.stop();
