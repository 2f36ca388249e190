import React, {useId, useMemo} from 'react';
import clsx from 'clsx';
import type {GallerySection} from '../../gallery/types';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

/** The charts of the shown cards, in page order, each once. */
function chartsShown(sections: readonly GallerySection[]): {slug: string; title: string}[] {
  const seen = new Map<string, string>();
  for (const section of sections) {
    for (const demo of section.demos) {
      if (demo.chart && !seen.has(demo.chart.slug)) seen.set(demo.chart.slug, demo.chart.title);
    }
  }
  return [...seen].map(([slug, title]) => ({slug, title}));
}

/**
 * On a phone the gallery is one long column of cards: this native select moves the focus (and the
 * view) to the first card of a chart. Shown on narrow screens only (the CSS of `.jump`), where the
 * filter bar stays at the top while scrolling; wide screens see many charts at once.
 */
export default function JumpToChart({
  sections,
  disabled,
}: {
  sections: readonly GallerySection[];
  disabled: boolean;
}): React.JSX.Element {
  const id = useId();
  const charts = useMemo(() => chartsShown(sections), [sections]);
  const jump = (select: HTMLSelectElement, slug: string): void => {
    const card = document.querySelector<HTMLAnchorElement>(`[data-chart="${CSS.escape(slug)}"] a`);
    if (!card) return;
    card.focus({preventScroll: true});
    // Below the sticky filter bar (this select's form), with a little air.
    const barBottom = select.form?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo({top: window.scrollY + card.getBoundingClientRect().top - barBottom - 8, behavior: 'instant'});
  };
  return (
    <span className={clsx(styles.choice, styles.jump)}>
      <label htmlFor={id}>{MESSAGES.jumpLabel()}</label>
      <select
        id={id}
        value=""
        disabled={disabled || charts.length === 0}
        onChange={(event) => jump(event.target, event.target.value)}
      >
        <option value="" disabled>
          {MESSAGES.jumpChoose()}
        </option>
        {charts.map((chart) => (
          <option key={chart.slug} value={chart.slug}>
            {chart.title}
          </option>
        ))}
      </select>
    </span>
  );
}
