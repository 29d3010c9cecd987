/** Quote an identifier that has already been checked against the schema. */
export function quoteIdent(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

/** Bind values collected while building one statement; `add` returns the placeholder. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  get size(): number {
    return this.values.length;
  }
}

/** A Postgres array literal with every element quoted. */
export function arrayLiteral(items: string[]): string {
  return '{' + items.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}
