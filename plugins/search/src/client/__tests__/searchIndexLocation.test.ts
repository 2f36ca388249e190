/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_FILE, SEARCH_PLUGIN_NAME} from '../../constants';

it('the browser fetches the file the plugin writes', () => {
  // defaultSearchClient.ts must spell the path literally for the bundler.
  const client = fs.readFileSync(path.join(__dirname, '../defaultSearchClient.ts'), 'utf8');
  expect(client).toContain(`'@generated/${SEARCH_PLUGIN_NAME}/default/${SEARCH_INDEX_FILE}'`);
});
