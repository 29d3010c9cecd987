/**
 * A value built on its first use, then kept. `shared` is evaluated on every page before the page responds
 * (issue 31), so what costs time to build and is not needed then waits until something asks for it: the
 * `Intl` formatters (about 1 ms each to build, several times that on a throttled phone).
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}
