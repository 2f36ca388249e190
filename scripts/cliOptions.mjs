/**
 * Command-line options of the server and post-build scripts: node's
 * parseArgs, with a one-line message and the usage instead of a stack trace
 * when an option is unknown or a port is not a port.
 */
import {parseArgs} from 'node:util';

/**
 * @param {string} message
 * @param {string} usage
 * @returns {never}
 */
function fail(message, usage) {
  console.error(`${message}\nUsage: ${usage}`);
  process.exit(1);
}

/**
 * The parsed values, typed from `options` (a string option is a string, a boolean one a boolean).
 * @template {NonNullable<import('node:util').ParseArgsConfig['options']>} T
 * @param {T} options
 * @param {string} usage
 */
export function cliOptions(options, usage) {
  try {
    return parseArgs({options}).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), usage);
  }
}

/**
 * @param {string} value
 * @param {string} usage
 */
export function portOption(value, usage) {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    fail(`--port must be a port number (0-65535), not ${JSON.stringify(value)}`, usage);
  }
  return port;
}
