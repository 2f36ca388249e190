import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {SearchHint, SearchResultGroup} from '../../client/types';
import Highlighted, {plainText} from './Highlighted';
import styles from './styles.module.css';

interface Props {
  id: string;
  /** Accessible name of the listbox. */
  label: string;
  /** An answer is loading: the shown options are stale. */
  busy: boolean;
  hidden: boolean;
  groups: SearchResultGroup[];
  /** Index of the active option over all groups, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  /** Prefix of the group headings' element ids. */
  idPrefix: string;
  onActivate: (index: number) => void;
  /** A result's link is being followed. */
  onFollow: (hint: SearchHint) => void;
}

/** The results listbox: one group per navigation section, one option (holding a link) per hint. */
export default function SearchResults({
  id,
  label,
  busy,
  hidden,
  groups,
  active,
  optionId,
  idPrefix,
  onActivate,
  onFollow,
}: Props): React.JSX.Element {
  let index = -1;
  return (
    <div
      role="listbox"
      id={id}
      aria-label={label}
      aria-busy={busy}
      className={clsx(styles.listbox, busy && styles.stale)}
      hidden={hidden}
    >
      {groups.map((group) => {
        const headingId = `${idPrefix}-group-${group.sectionOrder}`;
        return (
          <div key={group.title} role="group" aria-labelledby={headingId} className={styles.group}>
            <div role="presentation" id={headingId} className={styles.groupTitle}>
              {group.title}
            </div>
            {group.hints.map((hint) => {
              index += 1;
              const position = index;
              const title = plainText(hint.highlightTitleTexts);
              return (
                <div
                  key={`${hint.type}:${hint.link}`}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className={clsx(styles.option, position === active && styles.optionActive)}
                  onMouseMove={() => position !== active && onActivate(position)}
                >
                  <Link
                    to={hint.link}
                    className={styles.optionLink}
                    onClick={() => onFollow(hint)}
                    data-hint-type={hint.type}
                  >
                    {hint.pageTitle !== title && <span className={styles.pageTitle}>{hint.pageTitle}</span>}
                    <span className={styles.hintTitle}>
                      <Highlighted texts={hint.highlightTitleTexts} />
                    </span>
                    {hint.highlightTexts.length > 0 && (
                      <span className={styles.snippet}>
                        <Highlighted texts={hint.highlightTexts} />
                      </span>
                    )}
                  </Link>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
