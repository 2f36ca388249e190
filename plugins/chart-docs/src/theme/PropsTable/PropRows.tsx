import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Badge from '@theme/Badge';
import SinceBadge from '@theme/SinceBadge';
import type {PropRow} from '../../props/types';
import {toPropAnchorId} from '../../propsRows/propAnchor';
import {joinPropPath} from '../../propsRows/propPath';
import DefaultCell from './DefaultCell';
import Description from './Description';
import TypeText from './TypeText';
import CallbackParams from './CallbackParams';
import {RegisteredValues, VariantNote} from './VariantNotes';
import type {ValueColumn} from './valueColumn';
import styles from './styles.module.css';

interface PropRowsProps {
  rows: readonly PropRow[];
  depth: number;
  parentPath: string;
  expanded: ReadonlySet<string>;
  targetPath: string | undefined;
  onToggle: (path: string) => void;
  /** Fills the Value column; without it the table has none. */
  renderValue: ValueColumn['renderCell'] | undefined;
}

/** Rows of one level, each followed (when expanded) by its children, indented one step further. */
export default function PropRows({
  rows,
  depth,
  parentPath,
  expanded,
  targetPath,
  onToggle,
  renderValue,
}: PropRowsProps): React.JSX.Element {
  return (
    <>
      {rows.map((row) => {
        const path = joinPropPath(parentPath, row.name);
        const isOpen = expanded.has(path);
        const hasChildren = (row.children?.length ?? 0) > 0;
        return (
          <React.Fragment key={path}>
            <tr id={toPropAnchorId(path)} className={clsx(styles.row, path === targetPath && styles.target)}>
              <th scope="row" className={styles.nameCell} style={{'--prop-depth': depth} as React.CSSProperties}>
                <span className={styles.nameLine}>
                  {hasChildren ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-label={translate(
                        {
                          id: 'site.propsTable.expand',
                          message: 'Expand {path}',
                          description: 'Accessible name of the button that shows the fields of an object option',
                        },
                        {path},
                      )}
                      onClick={() => onToggle(path)}
                    >
                      <span aria-hidden="true" className={clsx(styles.chevron, isOpen && styles.chevronOpen)} />
                    </button>
                  ) : (
                    <span className={styles.toggleSpacer} aria-hidden="true" />
                  )}
                  <a href={`#${toPropAnchorId(path)}`} className={styles.name}>
                    {parentPath && <span className={styles.parentPath}>{`${parentPath}.`}</span>}
                    <code>{row.name}</code>
                  </a>
                  {row.badges.map((badge) => (
                    <Badge key={badge} kind={badge} className={styles.badge} />
                  ))}
                  {row.since && <SinceBadge since={row.since} className={styles.badge} />}
                </span>
                {row.variants && <VariantNote row={row} />}
              </th>
              <td className={styles.typeCell}>
                <TypeText row={row} />
              </td>
              <td className={styles.defaultCell}>
                <DefaultCell row={row} />
              </td>
              <td className={styles.descriptionCell} lang={row.descriptionLang === 'zh' ? 'zh' : undefined}>
                <Description row={row} />
                {row.variantValues && <VariantNote row={row} />}
                {row.registeredValues && <RegisteredValues values={row.registeredValues} />}
                <CallbackParams row={row} />
              </td>
              {renderValue && <td className={styles.valueCell}>{renderValue(row, path)}</td>}
            </tr>
            {hasChildren && isOpen && (
              <PropRows
                rows={row.children ?? []}
                depth={depth + 1}
                parentPath={path}
                expanded={expanded}
                targetPath={targetPath}
                onToggle={onToggle}
                renderValue={renderValue}
              />
            )}
          </React.Fragment>
        );
      })}
    </>
  );
}
