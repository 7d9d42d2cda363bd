/**
 * Names for server-side prepared statements, one per distinct SQL text. Drizzle builds the same
 * text for the same query shape, so a few hundred names cover the app; texts that vary with their
 * input (an IN list, a multi-row insert) would grow the set without end, so past the limit a text
 * gets no name and is parsed each time as before.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly limit = 1000,
  ) {}

  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#names.size >= this.limit) return known;
    const name = `${this.prefix}${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}
