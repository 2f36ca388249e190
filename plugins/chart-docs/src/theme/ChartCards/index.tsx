import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CHART_CATEGORIES} from '../../categories';
import {allCharts} from '../../client/charts/demoRegistry';
import CategoryGlyph from './CategoryGlyph';
import {categoryName} from './categoryName';
import styles from './styles.module.css';

/** Every chart page, grouped by category: the API index's map of the library. */
export default function ChartCards(): React.JSX.Element {
  const charts = allCharts();
  return (
    <div className={styles.cards}>
      {CHART_CATEGORIES.map((category) => {
        const members = charts.filter((chart) => chart.category === category.id);
        if (members.length === 0) {
          return null;
        }
        return (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <Heading as="h3" id={`category-${category.id}`}>
              {categoryName(category.id)}
            </Heading>
            <ul className={styles.grid}>
              {members.map((chart) => (
                <li key={chart.slug}>
                  <Link to={chart.permalink} className={styles.card}>
                    <span className={styles.glyph}>
                      <CategoryGlyph category={chart.category} />
                    </span>
                    <span className={styles.name}>{chart.title}</span>
                    <code className={styles.component}>{`<${chart.component} />`}</code>
                    <span className={styles.summary}>{chart.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
