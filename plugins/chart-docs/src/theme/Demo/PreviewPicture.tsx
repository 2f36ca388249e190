import React from 'react';
import clsx from 'clsx';
import type {DemoPreviewImage} from '../../types';
import styles from './preview.module.css';

interface Props {
  preview: DemoPreviewImage;
  /** The demo's title: the pictures' text alternative. */
  title: string;
  /**
   * The chart is likely the largest thing in the first screen: fetch its
   * picture at once, with high priority, instead of lazily.
   */
  priority?: boolean;
}

/** `fetchpriority` is not a React 18 prop; spelled as the HTML attribute it passes through as is. */
const HIGH_PRIORITY = {fetchpriority: 'high'} as React.ImgHTMLAttributes<HTMLImageElement>;

/**
 * A demo's chart as a picture, in the color mode on `<html data-theme>`. The
 * mode is a data attribute set before paint, so CSS picks the image: a lazy
 * image hidden with `display: none` is never fetched, so only one mode's
 * picture downloads. An eager image would download even when hidden, so the
 * priority picture is a `<picture>` that follows `prefers-color-scheme` (the
 * site's default, auto), and a lazy image of the chosen mode stands in when a
 * visitor's stored choice differs from the system's.
 */
export default function PreviewPicture({preview, title, priority = false}: Props): React.JSX.Element {
  const size = {width: preview.width, height: preview.height};
  const lazy = (mode: 'light' | 'dark', className: string) => (
    // `loading` comes before `src`: React 18 sets attributes in prop order, and an <img> created in the
    // browser that gets its src first starts downloading before it learns it is lazy.
    <img
      loading="lazy"
      decoding="async"
      className={clsx(styles.image, className)}
      src={preview[mode]}
      {...size}
      alt={title}
    />
  );
  if (!priority) {
    return (
      <>
        {lazy('light', styles.light)}
        {lazy('dark', styles.dark)}
      </>
    );
  }
  return (
    <>
      <picture className={styles.system}>
        <source media="(prefers-color-scheme: dark)" srcSet={preview.dark} {...size} />
        <img className={styles.image} src={preview.light} {...size} alt={title} {...HIGH_PRIORITY} />
      </picture>
      {lazy('light', styles.lightOverDarkSystem)}
      {lazy('dark', styles.darkOverLightSystem)}
    </>
  );
}
