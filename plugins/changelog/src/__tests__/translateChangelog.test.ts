/** @jest-environment node */
import path from 'node:path';
import {memoryTranslator, readMemory, sourceHash} from '../../../translations/src';
import {changelogTranslationUnits} from '../changelogUnits';
import {loadChangelog} from '../loadChangelog';
import {DEFAULT_LISTS} from '../options';
import {translateChangelog} from '../translateChangelog';
import type {ChangelogData} from '../types';

const SITE_DIR = path.resolve(__dirname, '../../../..');
const HAN = /[\u4e00-\u9fff]/;

function everyRelease(data: ChangelogData) {
  return data.lists.flatMap((list) => list.majors.flatMap((major) => major.releases));
}

describe('the changelog in Chinese', () => {
  const units = changelogTranslationUnits(SITE_DIR, DEFAULT_LISTS);

  it('takes every release text, heading, note and about from the memory, anchors unchanged', async () => {
    const english = await loadChangelog(SITE_DIR, DEFAULT_LISTS);
    const translator = memoryTranslator('changelog', readMemory(SITE_DIR, 'changelog'));
    const chinese = translateChangelog(english, units, translator);
    expect(translator.fallbacks).toEqual([]);
    const anchors = (data: ChangelogData) =>
      everyRelease(data).flatMap((release) => [release.anchor, ...release.sections.map((section) => section.anchor)]);
    expect(anchors(chinese)).toEqual(anchors(english));
    for (const release of everyRelease(chinese)) {
      for (const section of release.sections) {
        expect(section.title).toMatch(HAN);
        // An item may be only names (`feat: CirclePackingChart`, `feat: BoxChart、DualAxesChart`): then it is the English item itself.
        section.items.forEach((item) => expect(item).toMatch(/[\u4e00-\u9fff]|^[\w./、 -]+$/));
      }
    }
    expect(chinese.lists.map((list) => list.about)).toEqual([expect.stringMatching(HAN), expect.stringMatching(HAN)]);
    expect(Object.values(chinese.lists[1]!.notes).every((note) => HAN.test(note))).toBe(true);
    const release = everyRelease(chinese).find((entry) => entry.version === '1.2.3')!;
    expect(release.sections.map((section) => [section.title, section.items.length])).toEqual([['问题修复', 3]]);
  });

  it('fails on a translation whose kinds or items differ from the English', async () => {
    const english = await loadChangelog(SITE_DIR, DEFAULT_LISTS);
    const id = '@ant-design/plots@1.2.6';
    const translator = memoryTranslator('changelog', {
      [id]: {source: sourceHash(units.get(id)!), zh: 'feat: 重新导出 G2PlotDatum；fix: 修复 CDN 包'},
    });
    expect(() => translateChangelog(english, units, translator)).toThrow(
      /"@ant-design\/plots@1.2.6" has the sections feat:1, the English feat:1 fix:1/,
    );
  });
});
