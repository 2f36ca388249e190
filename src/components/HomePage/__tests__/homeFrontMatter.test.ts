import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {Joi} from '@docusaurus/utils-validation';
import {scanDemos} from '@site/plugins/chart-docs/src/scanDemos';
import type {HomeFrontMatter} from '../types';

// The home page's hero, feature cards and gallery are data in the front matter
// of src/pages/index.mdx. This test tells a contributor what to fix there.
const siteDir = path.join(__dirname, '../../../..');
const HOME_PAGE = 'src/pages/index.mdx';

const linkSchema = Joi.string()
  .pattern(/^(\/|https:\/\/)/)
  .message('{{#label}} must be a site path starting with "/" or an https:// URL');

const homeSchema = Joi.object<HomeFrontMatter>({
  title: Joi.string().required(),
  description: Joi.string().required(),
  hero: Joi.object({
    title: Joi.string().required(),
    description: Joi.string().required(),
    actions: Joi.array()
      .items(Joi.object({text: Joi.string().required(), link: linkSchema.required(), primary: Joi.boolean()}))
      .min(1)
      .required(),
  }).required(),
  features: Joi.array()
    .items(
      Joi.object({
        emoji: Joi.string().required(),
        title: Joi.string().required(),
        description: Joi.string().required(),
        link: linkSchema,
      }),
    )
    .min(1)
    .required(),
  demo_columns: Joi.number().integer().min(1).max(4).required(),
  demos: Joi.array().items(Joi.string()).min(1).unique().required(),
}).unknown(true);

function readHomeFrontMatter(): HomeFrontMatter {
  const {data} = matter(fs.readFileSync(path.join(siteDir, HOME_PAGE), 'utf8'));
  const {error, value} = homeSchema.validate(data, {abortEarly: false});
  if (error) {
    throw new Error(`${HOME_PAGE}: invalid front matter: ${error.message}`);
  }
  return value;
}

describe(`${HOME_PAGE} front matter`, () => {
  const home = readHomeFrontMatter();

  it('has a hero with the API and Get Started actions', () => {
    expect(home.hero.actions.map(({text, link}) => [text, link])).toEqual([
      ['API', '/api'],
      ['Get Started', '/guide'],
    ]);
  });

  it('has four feature cards', () => {
    expect(home.features).toHaveLength(4);
  });

  it('shows line, column, bar and pie demos in two columns', () => {
    expect(home.demo_columns).toBe(2);
    expect(home.demos).toEqual(['line-basic', 'column-basic', 'bar-basic', 'pie-basic']);
  });

  it('names only demos that exist under demos/', () => {
    const known = new Set(scanDemos(siteDir).map((demo) => demo.id));
    const missing = home.demos.filter((id) => !known.has(id));
    expect(missing).toEqual([]);
  });
});
