/** Thrown for any malformed changelog input; the message names the file and the line. */
export class ChangelogParseError extends Error {
  constructor(
    readonly source: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${source}:${line}: ${detail}`);
    this.name = 'ChangelogParseError';
  }
}
