/**
 * Prints what a recording depends on (installed engine versions, hash of the recorder's inputs) as JSON:
 * the staleness test compares it with plugins/chart-docs/engineRecord.json without drawing anything.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {engineVersions, recorderInputsHash} from './inputs.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.stdout.write(JSON.stringify({versions: engineVersions(siteDir), inputsHash: recorderInputsHash(siteDir)}));
