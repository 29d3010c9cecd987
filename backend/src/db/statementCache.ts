import type { EncodedStatement, Statement } from './pipeline';

const LIMIT = 400;

/**
 * Named prepared statements by SQL text, least recently used first. Values
 * never appear in the text, so a request shape is parsed and analysed once.
 */
export class StatementCache {
  private readonly names = new Map<string, string>();
  private readonly closing: string[] = [];
  private next = 1;

  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name) {
      this.names.delete(text);
      this.names.set(text, name);
    }
    return name;
  }

  newName(): string {
    return `s${this.next++}`;
  }

  remember(text: string, name: string): void {
    this.names.set(text, name);
    while (this.names.size > LIMIT) {
      const [oldText, oldName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldText);
      this.closing.push(oldName);
    }
  }

  /** Statements evicted since the last call: close them at the start of the next message. */
  takeClosing(): string[] {
    return this.closing.splice(0);
  }

  /** Name each statement; a text new to the cache is parsed once, by its first use in `groups`. */
  encode(groups: Statement[][]): EncodedStatement[][] {
    const fresh = new Map<string, string>();
    return groups.map((group) =>
      group.map((statement) => {
        const known = this.nameOf(statement.text);
        if (known) return { statement, name: known, parse: false };
        const pending = fresh.get(statement.text);
        if (pending) return { statement, name: pending, parse: false };
        const name = this.newName();
        fresh.set(statement.text, name);
        return { statement, name, parse: true };
      }),
    );
  }
}
