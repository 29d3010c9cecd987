/**
 * Catalogue images are public URLs (`storageImageUrl`), so the shop needs no
 * storage client. Browser builds alias `@supabase/storage-js` here (~7 KB gzip saved).
 */
export class StorageApiError extends Error {}

export class StorageClient {
  constructor(..._args: unknown[]) {}
  from(..._args: unknown[]): never {
    throw new Error('Storage uploads are not part of this shop; images are read through public URLs.');
  }
}
