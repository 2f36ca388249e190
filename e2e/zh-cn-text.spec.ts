import path from 'node:path';
import {test, expect} from '@playwright/test';
import {formatOffenders, scanLocaleBuild} from '../scripts/check-zh/scanBuild.mjs';

/**
 * `npm run check:zh` on the build under test: no built Chinese page shows an English sentence outside code
 * (scripts/check-zh/englishSentences.mjs says what counts). It reads the files; no browser needed.
 */
const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

test('the Chinese pages show no English sentence outside code', () => {
  const {pages, offenders} = scanLocaleBuild(BUILD_DIR, 'zh-CN');
  expect(pages).toBeGreaterThan(40);
  expect(offenders.length, `English sentences on the Chinese pages:\n${formatOffenders(offenders.slice(0, 40))}`).toBe(
    0,
  );
});
