import {useEffect, useState} from 'react';
import type {GallerySection} from '../../gallery/types';
import type {GalleryMatcher} from './gallerySearch';

/**
 * The gallery's word matcher, loaded the first time the filter holds text (so a visitor who only
 * browses never downloads it). Until it has arrived, or if its chunk fails to load, the filter
 * keeps to plain substrings (`filterExamples.ts`): the cards still narrow as the visitor types.
 */
export function useGalleryMatcher(
  sections: readonly GallerySection[],
  filter: string,
  topicLabels: (id: string) => readonly string[],
): GalleryMatcher | null {
  const [matcher, setMatcher] = useState<GalleryMatcher | null>(null);
  const wanted = filter.trim() !== '';
  useEffect(() => {
    if (!wanted || matcher) return undefined;
    let live = true;
    import('./gallerySearch')
      .then(({createGalleryMatcher}) => {
        if (live)
          setMatcher(() =>
            createGalleryMatcher(
              sections.flatMap((section) => section.demos),
              topicLabels,
            ),
          );
      })
      .catch(() => {
        // A failed chunk (offline, a redeploy) leaves the substring filter in place.
      });
    return () => {
      live = false;
    };
  }, [wanted, matcher, sections, topicLabels]);
  return matcher;
}
