import {ArgumentError, parseArgs, USAGE} from './args';
import {createDocsServer} from './createServer';
import {LineTransport} from './lineTransport';

/** Starts the server on stdin/stdout; rejects with a message (the bin prints it and exits 1) when it cannot. */
export async function main(args: readonly string[]): Promise<void> {
  let source;
  try {
    source = parseArgs(args);
  } catch (error) {
    if (error instanceof ArgumentError && error.message !== USAGE) throw new Error(`${error.message}\n\n${USAGE}`);
    throw error;
  }
  const server = await createDocsServer(source);
  // Refused lines and protocol errors are answered to the client; stderr keeps a note of them for whoever runs it.
  server.server.onerror = (error) => process.stderr.write(`plots-docs-mcp: ${error.message}\n`);
  await server.connect(new LineTransport(process.stdin, process.stdout));
  process.stderr.write(`plots-docs-mcp: serving ${source.label} over stdio\n`);
}
