import React from 'react';
import Translate from '@docusaurus/Translate';
import {getDemoEntry} from '../../client/charts/demoRegistry';
import DemoBlock from './DemoBlock';
import styles from './styles.module.css';

interface Props {
  /** Demo id: `{group}-{name}` of `demos/{group}/{name}.tsx`. */
  id: string;
  showHeader?: boolean;
  /** The demo is in the first screen of its page: its preview is fetched at once, with high priority. */
  priority?: boolean;
  /** Level of the demo's title: 3 under a section heading (the default), 2 where no section heading precedes it. */
  headingLevel?: 2 | 3;
}

/** A live demo by id; usable in MDX as `<Demo id="line-basic" />`. */
export default function Demo({id, showHeader, priority, headingLevel}: Props): React.JSX.Element {
  const entry = getDemoEntry(id);
  if (!entry) {
    return (
      <div className={styles.error} role="alert">
        <Translate id="site.demo.notFound" values={{id}}>
          {'No demo with the id "{id}" exists.'}
        </Translate>
      </div>
    );
  }
  return <DemoBlock entry={entry} showHeader={showHeader} priority={priority} headingLevel={headingLevel} />;
}
