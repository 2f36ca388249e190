import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {Joi} from '@docusaurus/utils-validation';
import {CHART_CATEGORY_IDS, type ChartCategoryId} from './categories';

/** One chart type; its MDX page under `docs/api/{slug}.mdx` is its registry entry. */
export interface ChartEntry {
  slug: string;
  /** Named export of `@ant-design/plots` that renders this chart. */
  component: string;
  title: string;
  description: string;
  category: ChartCategoryId;
  /** Path of the MDX page, relative to the site directory. */
  source: string;
}

const SLUG_PATTERN = /^[a-z][a-z0-9-]*$/;

const chartFrontMatterSchema = Joi.object({
  title: Joi.string().required(),
  description: Joi.string().required(),
  chart: Joi.object({
    component: Joi.string()
      .pattern(/^[A-Z][A-Za-z]+$/)
      .required(),
    category: Joi.string()
      .valid(...CHART_CATEGORY_IDS)
      .required(),
  }).required(),
}).unknown(true);

/** Folder, relative to the site, whose MDX files (other than index) are the chart pages. */
export const CHART_PAGES_DIR = 'docs/api';

/**
 * Reads every chart page's front matter. Throws with the file name and the fix
 * when an entry is invalid, so a contributor knows what to change.
 */
export function loadChartRegistry(siteDir: string): ChartEntry[] {
  const dir = path.join(siteDir, CHART_PAGES_DIR);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
    .sort();
  return files.map((file) => {
    const source = path.posix.join(CHART_PAGES_DIR, file);
    const slug = file.replace(/\.mdx$/, '');
    if (!SLUG_PATTERN.test(slug)) {
      throw new Error(`${source}: the file name must be a lower-case, dash-separated chart slug.`);
    }
    const {data} = matter(fs.readFileSync(path.join(dir, file), 'utf8'));
    const {error, value} = chartFrontMatterSchema.validate(data);
    if (error) {
      throw new Error(
        `${source}: invalid chart front matter: ${error.message}. ` +
          `Expected title, description and chart: {component: <export of @ant-design/plots>, category: one of ${CHART_CATEGORY_IDS.join(', ')}}.`,
      );
    }
    const fm = value as {title: string; description: string; chart: {component: string; category: ChartCategoryId}};
    return {
      slug,
      component: fm.chart.component,
      title: fm.title,
      description: fm.description,
      category: fm.chart.category,
      source,
    };
  });
}
