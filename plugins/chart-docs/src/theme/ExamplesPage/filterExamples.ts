import type {GalleryDemo, GallerySection} from '../../gallery/types';
import {DEMO_TOPICS, type DemoTopicId} from '../../topics';
import {topicName} from './messages';

/** Longest filter text taken from the box or the address; the rest is cut off. */
export const MAX_FILTER_CHARS = 100;

/**
 * Folds text for matching: accents dropped (`Diagramme circulaire` matches
 * `diagrammé`), lower case, compatibility forms unified (full-width letters),
 * and every run of spaces, dashes or underscores made one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The filter as the visitor meant it: control characters removed, at most MAX_FILTER_CHARS long. */
export function cleanFilter(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_FILTER_CHARS);
}

/** The words of a filter; empty when it holds nothing to match. */
function filterWords(filter: string): string[] {
  return foldText(cleanFilter(filter)).split(' ').filter(Boolean);
}

const TOPIC_LABELS: ReadonlyMap<string, string> = new Map(DEMO_TOPICS.map((topic) => [topic.id, topic.label]));

/** A topic's names to match: in the page's language and in English (the words of the demos' headers). */
export function topicLabels(id: string): string[] {
  const english = TOPIC_LABELS.get(id);
  if (english === undefined) return [id];
  const translated = topicName(id as DemoTopicId);
  return translated === english ? [english] : [translated, english];
}

/** What a card can be found by: its chart's name, component and slug, its title, keywords and topics. */
function searchableText(demo: GalleryDemo): string {
  const chart = demo.chart ? [demo.chart.title, demo.chart.component, demo.chart.slug] : [];
  const topics = demo.topics.flatMap(topicLabels);
  // Joined on a character no folded word holds, so a word never matches across two fields.
  return [...chart, demo.title, ...demo.keywords, ...topics].map(foldText).join('\n');
}

/** Narrowing beyond the words: one chart (its slug) and one topic (its id); empty means any. */
export interface GalleryChoice {
  chart: string;
  topic: string;
}

const ANY_CHOICE: GalleryChoice = {chart: '', topic: ''};

function matchesChoice(demo: GalleryDemo, choice: GalleryChoice): boolean {
  return (
    (choice.chart === '' || demo.chart?.slug === choice.chart) &&
    (choice.topic === '' || (demo.topics as readonly string[]).includes(choice.topic))
  );
}

/**
 * The sections with only the demos matching `filter` and the chosen chart and
 * topic, without the sections left empty. `matched` holds the ids the word
 * matcher found (`gallerySearch.ts`); without it (not loaded yet) a demo
 * matches when its text holds every word as a plain substring, never a
 * pattern. An empty filter and no choice keep everything.
 */
export function filterSections(
  sections: readonly GallerySection[],
  filter: string,
  choice: GalleryChoice = ANY_CHOICE,
  matched: ReadonlySet<string> | null = null,
): GallerySection[] {
  const words = filterWords(filter);
  if (words.length === 0 && choice.chart === '' && choice.topic === '') {
    return [...sections];
  }
  return sections
    .map((section) => ({
      ...section,
      demos: section.demos.filter((demo) => {
        if (!matchesChoice(demo, choice)) {
          return false;
        }
        if (words.length === 0) return true;
        if (matched) return matched.has(demo.id);
        const text = searchableText(demo);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.demos.length > 0);
}

/**
 * The same demos regrouped by topic, in the topics' order: a demo shows under
 * each of its topics, and demos without a topic are left out (grouping by
 * topic is for browsing the topics).
 */
export function groupByTopic(sections: readonly GallerySection[]): GallerySection[] {
  const demos = sections.flatMap((section) => section.demos);
  return DEMO_TOPICS.map((topic) => ({
    id: `topic-${topic.id}`,
    label: topicName(topic.id),
    demos: demos.filter((demo) => (demo.topics as readonly string[]).includes(topic.id)),
  })).filter((section) => section.demos.length > 0);
}

/** How many different demos the sections hold (a demo listed under two topics counts once). */
export function countDemos(sections: readonly GallerySection[]): number {
  return new Set(sections.flatMap((section) => section.demos.map((demo) => demo.id))).size;
}
