/**
 * Opens the connections to the backend while the page's remote loads, so
 * its first data request and its first images (fetched without CORS, on a
 * connection of their own) do not each wait for a connection to be set up.
 * Only a hint: a URL it cannot read is ignored.
 */
export function preconnectToBackend(url: string): void {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return;
  }
  if (origin === location.origin) return;
  for (const crossOrigin of ['anonymous', null]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}
