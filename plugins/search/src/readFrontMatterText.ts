import type {SearchSection} from './types';

/**
 * Visible text a page renders from its front matter (`hero` and `features`,
 * as the home page uses them): the hero's title and description and the feature cards. The
 * hero title is what the page shows as its `h1`, so it names the page in
 * results better than the document `title`.
 */
export interface FrontMatterText {
  heroTitle?: string;
  paragraphs: string[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function readFrontMatterText(frontMatter: Record<string, unknown> | undefined): FrontMatterText {
  const hero = (frontMatter?.hero ?? {}) as Record<string, unknown>;
  const features = Array.isArray(frontMatter?.features) ? (frontMatter.features as Array<Record<string, unknown>>) : [];
  const paragraphs = [
    text(hero.description),
    ...features.flatMap((feature) => [text(feature?.title), text(feature?.description)]),
  ].filter((value): value is string => value !== undefined);
  return {heroTitle: text(hero.title), paragraphs};
}

/** Puts front-matter text (hero, feature cards) before the body, where the page renders it. */
export function withIntro(sections: SearchSection[], intro: string[]): SearchSection[] {
  if (intro.length === 0) {
    return sections;
  }
  const [first, ...rest] = sections;
  return first && !first.heading
    ? [{paragraphs: [...intro, ...first.paragraphs]}, ...rest]
    : [{paragraphs: intro}, ...sections];
}
