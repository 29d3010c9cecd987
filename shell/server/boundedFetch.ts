/** Fetches with a time limit and a size limit: what the server fetches from a remote's origin never hangs or floods it. */
export async function fetchBounded(
  url: string,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`${url} is ${declared} bytes, over the ${maxBytes}-byte limit`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
    total += part.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`${url} is over the ${maxBytes}-byte limit`);
    }
    chunks.push(part.value);
  }
  return { status: response.status, text: Buffer.concat(chunks).toString('utf8') };
}

/** Resolves with the promise's value, or rejects once `ms` have passed. */
export function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
