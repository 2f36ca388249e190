/**
 * Shape of the home page's front matter (src/pages/index.mdx). Contributors
 * edit the hero, the feature cards and the gallery there, not in JSX;
 * __tests__/homeFrontMatter.test.ts checks the file against this shape.
 */

export interface HomeAction {
  text: string;
  /** A site path (`/guide`) or a full URL. */
  link: string;
  /** Draw the action as the main button. */
  primary?: boolean;
}

export interface HomeHeroData {
  title: string;
  description: string;
  actions: HomeAction[];
}

export interface HomeFeature {
  emoji: string;
  title: string;
  description: string;
  /** Where the card's title links to, if anywhere. */
  link?: string;
}

export interface HomeFrontMatter {
  title: string;
  description: string;
  hero: HomeHeroData;
  features: HomeFeature[];
  /** Gallery columns on screens 768px and wider; narrower screens always get one. */
  demo_columns: number;
  /** Ids of the demos shown in the gallery, such as `line-basic` (demos/line/basic.tsx). */
  demos: string[];
}
