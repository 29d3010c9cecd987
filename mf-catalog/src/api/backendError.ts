/** A backend failure turned into an Error that says what the shop was trying to do. */
export class CatalogRequestError extends Error {
  readonly code: string | undefined;
  constructor(action: string, cause: { message?: string; code?: string } | null | undefined) {
    super(`${action}: ${cause?.message || 'the shop could not reach its server'}`);
    this.name = 'CatalogRequestError';
    this.code = cause?.code;
  }
}
