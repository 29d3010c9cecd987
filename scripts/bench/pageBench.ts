/**
 * The command line of a bench that loads some of the shop's pages: `--runs N` (3 by default), the pages as
 * arguments (home, a category and a product by default), and either `--origin` (a running shop) or a stack of
 * its own at the port offset in `offsetVariable` (or `defaultOffset`). It prints `measure`'s table under
 * `title`, and stops what it started.
 */
export async function runPageBench(bench: {
  offsetVariable: string;
  defaultOffset: number;
  /** `.data/<dataName>-<offset>/backend` holds its own stack's backend. */
  dataName: string;
  title: (runs: number) => string;
  measure: (origin: string, routes: string[], runs: number, args: string[]) => Promise<string>;
}): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 3);
  const given = args.filter((a, i) => a.startsWith('/') && !['--runs', '--origin'].includes(args[i - 1] ?? ''));
  const routes = given.length ? given : ['/', '/category/mugs', '/product/KL-MUG-110'];
  let origin = option('--origin');
  let stop = async () => {};
  if (!origin) {
    const { startShopStack } = await import('../lib/stack');
    const offset = Number(process.env[bench.offsetVariable] ?? bench.defaultOffset);
    const stack = await startShopStack({
      offset,
      backend: { reset: true, dataDir: `.data/${bench.dataName}-${offset}/backend` },
    });
    origin = stack.urls.shell;
    stop = () => stack.stop();
  }
  try {
    const table = await bench.measure(origin, routes, runs, args);
    console.log(`${bench.title(runs)}\n`);
    console.log(table);
  } finally {
    await stop();
  }
}
