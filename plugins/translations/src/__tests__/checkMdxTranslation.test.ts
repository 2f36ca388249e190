/** @jest-environment node */
import {checkMdxTranslation} from '../mdx/checkMdxTranslation';
import {mdxSections} from '../mdx/parseMdx';

const ENGLISH = `---
title: Get Started
description: Install it.
slug: /guide
---

Intro text.

## Install

Run this:

\`\`\`bash
npm install @ant-design/plots@1
\`\`\`

<Demo id="guide-basic-render" /> The chart draws.

## Update Data

Text.
`;

const CHINESE = `---
title: 快速上手
description: 安装。
slug: /guide
---

简介。

## 安装 {/* #install */}

运行：

\`\`\`bash
npm install @ant-design/plots@1
\`\`\`

<Demo id="guide-basic-render" /> 图表绘制出来。

## 更新数据 {#update-data}

正文。
`;

describe('a Chinese MDX page against its English', () => {
  it('passes when it keeps the heading ids, front matter, code and components', () => {
    expect(checkMdxTranslation(ENGLISH, CHINESE, 'zh/guide.mdx')).toEqual([]);
  });

  it('names a lost or wrong heading id', () => {
    const problems = checkMdxTranslation(ENGLISH, CHINESE.replace(' {#update-data}', ''), 'zh/guide.mdx');
    expect(problems.join('\n')).toMatch(/headings without an explicit id/);
    expect(problems.join('\n')).toMatch(
      /heading ids differ from the English: #2 is "更新数据", the English has "update-data"/,
    );
  });

  it('names a changed code block, component or untranslatable front matter value', () => {
    const problems = checkMdxTranslation(
      ENGLISH,
      CHINESE.replace('plots@1', 'plots@2')
        .replace('guide-basic-render', 'guide-other')
        .replace('slug: /guide', 'slug: /zh'),
      'zh/guide.mdx',
    ).join('\n');
    expect(problems).toMatch(/code blocks must be byte-equal/);
    expect(problems).toMatch(/component lines must equal the English/);
    expect(problems).toMatch(/front matter "slug" must equal the English/);
  });

  it('splits the English into sections by heading id, the front matter with the intro', () => {
    const sections = mdxSections(ENGLISH);
    expect([...sections.keys()]).toEqual(['_intro', 'install', 'update-data']);
    expect(sections.get('_intro')).toMatch(/^---\ntitle: Get Started[\s\S]*Intro text\.\n$/);
    expect(sections.get('update-data')).toBe('## Update Data\n\nText.\n');
  });

  it('lets nested readable text (a hero, feature cards) be translated, nothing else in it', () => {
    const page = (title: string, link: string) =>
      `---\ntitle: Home\nhero:\n  title: ${title}\n  actions:\n    - text: ${title}\n      link: ${link}\n---\n\nBody.\n`;
    const english = page('Get started', '/guide');
    expect(checkMdxTranslation(english, page('快速上手', '/guide'), 'zh/index.mdx')).toEqual([]);
    expect(checkMdxTranslation(english, page('快速上手', '/other'), 'zh/index.mdx').join('\n')).toMatch(
      /front matter "hero" must equal the English/,
    );
  });
});
