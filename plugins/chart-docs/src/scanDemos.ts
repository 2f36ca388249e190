import fs from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {DEMO_TOPIC_IDS, type DemoTopicId} from './topics';

/**
 * A demo is a `.tsx` file under `demos/{group}/{name}.tsx`, where group is a
 * chart slug (its demos appear on `/api/{slug}`) or a page group such as
 * `guide`. Its id is `{group}-{name}`. A leading block comment holds its
 * asset fields, one `key: value` per line:
 *
 *   /**
 *    * title: Basic line
 *    * description: Monthly revenue over two years.
 *    * keywords: trend, time series
 *    * topics: annotations, tooltip
 *    * order: 1
 *    *\/
 */
export interface DemoAsset {
  id: string;
  title: string;
  description: string;
  keywords: string[];
  /** Cross-chart topics the demo shows (`DEMO_TOPICS`), in header order. */
  topics: DemoTopicId[];
}

export interface ScannedDemo {
  id: string;
  /** Chart slug or page group the demo belongs to. */
  group: string;
  /** Sort key within the group (front-matter `order`, then file name). */
  order: number;
  /** Height in px the chart area needs (front-matter `height`, default 400). */
  height: number;
  /** Absolute path of the demo file. */
  file: string;
  /** Path relative to the site directory, with forward slashes. */
  relativePath: string;
  /** The file as a reader would paste it into a project. */
  source: string;
  asset: DemoAsset;
}

export const DEMOS_DIR = 'demos';

const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const HEADER_PATTERN = /^\s*\/\*\*([\s\S]*?)\*\//;

const headerSchema = Joi.object({
  title: Joi.string().required(),
  description: Joi.string().required(),
  keywords: Joi.string().allow('').default(''),
  topics: Joi.string().allow('').default(''),
  order: Joi.number().integer().default(100),
  height: Joi.number().integer().min(40).max(1200).default(400),
});

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * A demo file's code without its header comment: what Copy, the sandboxes, the live editor and the
 * `.md` twins give a reader (the header is the site's metadata, not part of the program).
 */
export function demoCodeOf(source: string): string {
  const match = HEADER_PATTERN.exec(source);
  return match ? source.slice(match[0].length).replace(/^\s+/, '') : source;
}

/** Parses the leading `/** key: value *\/` block of a demo file. */
export function parseDemoHeader(
  source: string,
  where: string,
): {title: string; description: string; keywords: string[]; topics: DemoTopicId[]; order: number; height: number} {
  const match = HEADER_PATTERN.exec(source);
  if (!match) {
    throw new Error(`${where}: a demo must start with a /** title: ... description: ... */ comment.`);
  }
  const fields: Record<string, string> = {};
  for (const rawLine of match[1].split('\n')) {
    const line = rawLine.replace(/^\s*\*\s?/, '').trim();
    const colon = line.indexOf(':');
    if (line === '' || colon <= 0) {
      continue;
    }
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const {error, value} = headerSchema.validate(fields, {allowUnknown: false});
  if (error) {
    throw new Error(
      `${where}: invalid demo header: ${error.message}. Allowed keys: title, description, keywords, topics, order, height.`,
    );
  }
  const header = value as {
    title: string;
    description: string;
    keywords: string;
    topics: string;
    order: number;
    height: number;
  };
  const topics = splitList(header.topics);
  const unknown = topics.filter((topic) => !(DEMO_TOPIC_IDS as readonly string[]).includes(topic));
  if (unknown.length > 0) {
    throw new Error(
      `${where}: unknown demo topic ${unknown.map((t) => `"${t}"`).join(', ')}. Known topics: ${DEMO_TOPIC_IDS.join(', ')}.`,
    );
  }
  return {
    title: header.title,
    description: header.description,
    keywords: splitList(header.keywords),
    topics: topics as DemoTopicId[],
    order: header.order,
    height: header.height,
  };
}

/** Every demo of the site, sorted by group, then order, then id. */
export function scanDemos(siteDir: string): ScannedDemo[] {
  const root = path.join(siteDir, DEMOS_DIR);
  if (!fs.existsSync(root)) {
    return [];
  }
  const demos: ScannedDemo[] = [];
  for (const group of fs.readdirSync(root).sort()) {
    const groupDir = path.join(root, group);
    if (!fs.statSync(groupDir).isDirectory()) {
      continue;
    }
    for (const file of fs.readdirSync(groupDir).sort()) {
      if (!file.endsWith('.tsx')) {
        continue;
      }
      const name = file.replace(/\.tsx$/, '');
      const relativePath = path.posix.join(DEMOS_DIR, group, file);
      if (!NAME_PATTERN.test(group) || !NAME_PATTERN.test(name)) {
        throw new Error(`${relativePath}: demo folders and files must be lower-case and dash-separated.`);
      }
      const absolute = path.join(groupDir, file);
      const source = fs.readFileSync(absolute, 'utf8');
      const header = parseDemoHeader(source, relativePath);
      const id = `${group}-${name}`;
      demos.push({
        id,
        group,
        order: header.order,
        height: header.height,
        file: absolute,
        relativePath,
        source,
        asset: {
          id,
          title: header.title,
          description: header.description,
          keywords: header.keywords,
          topics: header.topics,
        },
      });
    }
  }
  const seen = new Set<string>();
  for (const demo of demos) {
    if (seen.has(demo.id)) {
      throw new Error(`${demo.relativePath}: demo id "${demo.id}" is used twice; rename one of the files.`);
    }
    seen.add(demo.id);
  }
  return demos.sort((a, b) => a.group.localeCompare(b.group) || a.order - b.order || a.id.localeCompare(b.id));
}
