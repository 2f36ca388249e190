import React from 'react';
import clsx from 'clsx';
import type {SinceInfo} from '../../since/types';
import {translate} from '@docusaurus/Translate';
import {sinceLabel} from '../../since/sinceText';
import styles from './styles.module.css';

interface Props {
  since: SinceInfo;
  className?: string;
}

/**
 * The badge's longer explanation in the page's language; in English it reads as `sinceExplanation`
 * (the Markdown twins' note), which a test holds it to.
 */
export function sinceTooltip(since: SinceInfo): string {
  const parts: string[] = [];
  if (since.plots) {
    parts.push(
      translate(
        {id: 'site.since.plots', message: '@ant-design/plots exports it from {version} on.'},
        {version: since.plots},
      ),
    );
  }
  if (since.g2plot) {
    parts.push(
      translate(
        {
          id: 'site.since.g2plot',
          message:
            'G2Plot declares it from {version} on; every @ant-design/plots 1.x release accepts that G2Plot through its @antv/g2plot ^2.2.11 dependency, so check the G2Plot version your lockfile resolves.',
        },
        {version: since.g2plot},
      ),
    );
  }
  return parts.join(' ');
}

/**
 * `since G2Plot 2.3.1`: the release a chart or an option came in, when later
 * than the first @ant-design/plots 1.x release (plugins/chart-docs/since.json).
 * The label names the package; the longer explanation is its title (a table
 * can hold hundreds of these, so it is not read out on every row).
 */
export default function SinceBadge({since, className}: Props): React.JSX.Element {
  return (
    <span className={clsx(styles.since, className)} title={sinceTooltip(since)}>
      {sinceLabel(since)}
    </span>
  );
}
