import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage, type RequestId} from '@modelcontextprotocol/sdk/types.js';
import {MAX_REQUEST_BYTES} from './limits';

/** Bytes kept from each end of a refused line, to find its request id. */
const EDGE_BYTES = 256;
const ID = String.raw`(-?\d{1,15}|"[^"\\]{0,200}")`;
/** `{"jsonrpc":"2.0","id":7,...` or `{"id":7,...` at the start of a line. */
const ID_AT_START = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}`);
/** `...,"id":7}` or `...,"id":7,"jsonrpc":"2.0"}` at the end (the SDK's client writes the id last). */
const ID_AT_END = new RegExp(String.raw`"id"\s*:\s*${ID}\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?\}\s*$`);

/** The request id of a line too long to parse, from its first and last bytes, if it shows one. */
export function idOfCutLine(head: string, tail: string): RequestId | undefined {
  const found = ID_AT_START.exec(head)?.[1] ?? ID_AT_END.exec(tail)?.[1];
  return found === undefined ? undefined : (JSON.parse(found) as RequestId);
}

/**
 * MCP over newline-delimited JSON on a pair of streams, like the SDK's
 * StdioServerTransport except for bad input: the SDK's closes the whole
 * connection (and the process exits 0 without a word) when a line passes
 * 10 MB. Here a line over MAX_REQUEST_BYTES is skipped without being held in
 * memory and answered with an Invalid Request error (with the request's id
 * when its ends show it), unparsable JSON with a Parse error, and the server
 * keeps reading.
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** While skipping a refused line: its first bytes and its latest bytes. */
  private skipping?: {head: Buffer; tail: Buffer};

  constructor(
    private readonly input: NodeJS.ReadableStream,
    private readonly output: NodeJS.WritableStream,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let end = data.indexOf(10); ; end = data.indexOf(10)) {
      const part = end < 0 ? data : data.subarray(0, end);
      if (this.skipping) {
        this.skipping.tail = Buffer.concat([this.skipping.tail, part]).subarray(-EDGE_BYTES);
      } else {
        this.pending.push(part);
        this.pendingBytes += part.length;
        if (this.pendingBytes > MAX_REQUEST_BYTES) {
          const held = Buffer.concat(this.pending);
          this.skipping = {head: held.subarray(0, EDGE_BYTES), tail: held.subarray(-EDGE_BYTES)};
          this.pending = [];
          this.pendingBytes = 0;
        }
      }
      if (end < 0) return;
      this.endLine();
      data = data.subarray(end + 1);
    }
  };

  private endLine(): void {
    if (this.skipping) {
      const {head, tail} = this.skipping;
      this.skipping = undefined;
      this.refuse(
        ErrorCode.InvalidRequest,
        `Request refused: longer than ${MAX_REQUEST_BYTES} bytes (the server reads up to ${MAX_REQUEST_BYTES / 1024 / 1024} MiB per message).`,
        idOfCutLine(head.toString('utf8'), tail.toString('utf8')),
      );
      return;
    }
    const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
    this.pending = [];
    this.pendingBytes = 0;
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.refuse(ErrorCode.ParseError, 'Parse error: the line is not JSON.', undefined);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success) {
      const id = (json as {id?: unknown} | null)?.id;
      const known = typeof id === 'string' || typeof id === 'number' ? id : undefined;
      this.refuse(ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message.', known);
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private refuse(code: ErrorCode, message: string, id: RequestId | undefined): void {
    this.onerror?.(new Error(message));
    this.send({jsonrpc: '2.0', ...(id === undefined ? {} : {id}), error: {code, message}}).catch(() => {});
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.pause();
    this.pending = [];
    this.skipping = undefined;
    this.onclose?.();
  }
}
