/**
 * Command-line options of the server and post-build scripts: node's
 * parseArgs, with a one-line message and the usage instead of a stack trace
 * when an option is unknown or a port is not a port.
 */
import {parseArgs} from 'node:util';

function fail(message, usage) {
  console.error(`${message}\nUsage: ${usage}`);
  process.exit(1);
}

export function cliOptions(options, usage) {
  try {
    return parseArgs({options}).values;
  } catch (error) {
    return fail(error.message, usage);
  }
}

export function portOption(value, usage) {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    fail(`--port must be a port number (0-65535), not ${JSON.stringify(value)}`, usage);
  }
  return port;
}
