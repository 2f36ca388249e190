import path from 'node:path';
import {scanDemos} from '../../scanDemos';
import {readPreviewManifest} from '../manifest';
import {readEngineVersions} from '../fingerprint';
import {checkPreviews, describePreviewProblems} from '../checkPreviews';
import {previewSubjects} from '../loadDemoMedia';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

/**
 * The committed previews show what the engine draws today: every demo has
 * them, made from its current source with the installed engine versions.
 */
describe('the committed demo previews', () => {
  it('exist for every demo and are up to date', () => {
    const problems = checkPreviews(
      previewSubjects(scanDemos(SITE_DIR)),
      readPreviewManifest(SITE_DIR),
      readEngineVersions(SITE_DIR),
      SITE_DIR,
    );
    if (problems.length > 0) {
      throw new Error(`Demo previews are missing or stale:\n${describePreviewProblems(problems)}`);
    }
  });
});
