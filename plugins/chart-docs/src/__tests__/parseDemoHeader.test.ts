/**
 * @jest-environment node
 */
import {parseDemoHeader} from '../scanDemos';

const header = (lines: string[]) => `/**\n${lines.map((line) => ` * ${line}`).join('\n')}\n */\nexport {};\n`;

describe('parseDemoHeader', () => {
  it('reads the title, description, keywords, topics, order and height', () => {
    expect(
      parseDemoHeader(
        header([
          'title: Line with a target line',
          'description: Sales against a goal.',
          'keywords: target, threshold',
          'topics: annotations, tooltip',
          'order: 3',
          'height: 320',
        ]),
        'demos/line/target.tsx',
      ),
    ).toEqual({
      title: 'Line with a target line',
      description: 'Sales against a goal.',
      keywords: ['target', 'threshold'],
      topics: ['annotations', 'tooltip'],
      order: 3,
      height: 320,
    });
  });

  it('gives a demo without topics an empty list', () => {
    expect(parseDemoHeader(header(['title: T', 'description: D.']), 'demos/a/b.tsx').topics).toEqual([]);
  });

  it('names the file, the unknown topic and the known ones', () => {
    expect(() =>
      parseDemoHeader(header(['title: T', 'description: D.', 'topics: legend, colours']), 'demos/a/b.tsx'),
    ).toThrow(/demos\/a\/b\.tsx: unknown demo topic "colours"\. Known topics: basics, stacking, colors,/);
  });
});
