import React, {useEffect, useId, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import type {PropControl, PropRow} from '../../props/types';
import type {OptionValue} from '../../client/charts/chartOverrides';
import type {ChartOptionsState} from './ChartOptionsContext';
import {checkOptionValue, MAX_STRING_LENGTH} from './parseOptionsParam';
import styles from './styles.module.css';

/** `'bottom'` or `"bottom"` in a `@default` tag names the literal `bottom`. */
function unquote(text: string): string {
  return text.replace(/^(['"])(.*)\1$/, '$2');
}

interface InputProps {
  path: string;
  control: PropControl;
  value: OptionValue | undefined;
  defaultValue: string;
  onChange: (value: OptionValue | undefined) => void;
}

/**
 * A number box that applies only values the link would accept too
 * (`checkOptionValue`: within the row's bounds). The browser lets anyone type
 * past `min`/`max`, so a value outside them stays in the box, marked invalid
 * with the reason, and the chart keeps the last value that fit.
 */
function NumberInput({
  path,
  control,
  value,
  defaultValue,
  onChange,
}: InputProps & {control: Extract<PropControl, {kind: 'number'}>}): React.JSX.Element {
  const [draft, setDraft] = useState<{text: string; problem?: string} | null>(null);
  const problemId = useId();
  // A new value from elsewhere (a reset, a link) replaces whatever was typed.
  useEffect(() => setDraft(null), [value]);
  const problem = draft?.problem;
  return (
    <>
      <input
        type="number"
        className={styles.input}
        aria-label={path}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        min={control.min}
        max={control.max}
        step={control.step ?? 'any'}
        value={draft ? draft.text : typeof value === 'number' ? value : ''}
        placeholder={defaultValue}
        onChange={(event) => {
          const text = event.target.value;
          const typed = event.target.valueAsNumber;
          if (text === '') {
            setDraft(null);
            onChange(undefined);
            return;
          }
          // Half-typed text (`-`, `1e`) reads as NaN: keep it in the box and wait.
          const reason = Number.isFinite(typed) ? checkOptionValue(control, typed) : undefined;
          setDraft({text, problem: reason});
          if (Number.isFinite(typed) && reason === undefined) onChange(typed);
        }}
      />
      {problem && (
        <span id={problemId} className={styles.problem} role="status">
          {translate(
            {
              id: 'site.optionControls.notApplied',
              message: 'Not applied: {reason}',
              description: 'Beside a number control whose typed value is outside its range; reason is e.g. "above 50"',
            },
            {reason: problem},
          )}
        </span>
      )}
    </>
  );
}

/** The input for one control kind; its accessible name is the option path. */
function ControlInput({path, control, value, defaultValue, onChange}: InputProps): React.JSX.Element {
  switch (control.kind) {
    case 'boolean':
      return (
        <input
          type="checkbox"
          role="switch"
          aria-label={path}
          checked={typeof value === 'boolean' ? value : defaultValue === 'true'}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'number':
      return (
        <NumberInput path={path} control={control} value={value} defaultValue={defaultValue} onChange={onChange} />
      );
    case 'enum': {
      const fallback = control.values.includes(unquote(defaultValue)) ? unquote(defaultValue) : '';
      const selected = typeof value === 'string' ? value : fallback;
      return (
        <select
          className={styles.input}
          aria-label={path}
          value={selected}
          onChange={(event) => onChange(event.target.value)}
        >
          {/* Without a known default nothing is selected yet, so every value is a change. */}
          {selected === '' && <option value="" disabled hidden />}
          {control.values.map((literal) => (
            <option key={literal} value={literal}>
              {literal}
            </option>
          ))}
        </select>
      );
    }
    case 'color':
      return (
        <input
          type="color"
          className={styles.color}
          aria-label={path}
          value={typeof value === 'string' ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'string':
      return (
        <input
          type="text"
          className={styles.input}
          aria-label={path}
          value={typeof value === 'string' ? value : ''}
          maxLength={MAX_STRING_LENGTH}
          placeholder={unquote(defaultValue)}
          onChange={(event) => {
            const text = event.target.value;
            // `maxLength` stops typing; the same rule as the link covers text set any other way.
            if (text === '') onChange(undefined);
            else if (checkOptionValue(control, text) === undefined) onChange(text);
          }}
        />
      );
  }
}

/**
 * The "Value" cell of a row: its live control and, once changed, a reset
 * button; options only code can write (functions, objects) say so.
 */
export default function OptionControl({
  row,
  path,
  options,
}: {
  row: PropRow;
  path: string;
  options: ChartOptionsState;
}): React.JSX.Element | null {
  if (!row.control) {
    if (row.children?.length) return null;
    return (
      <span className={styles.codeOnly}>
        {translate({
          id: 'site.optionControls.editInCode',
          message: 'Edit in code',
          description: 'Shown in the props table for an option that has no live control (functions, objects)',
        })}
      </span>
    );
  }
  const value = Object.prototype.hasOwnProperty.call(options.values, path) ? options.values[path] : undefined;
  return (
    <span className={styles.control}>
      <ControlInput
        path={path}
        control={row.control}
        value={value}
        defaultValue={row.defaultValue}
        onChange={(next) => (next === undefined ? options.resetValue(path) : options.setValue(path, next))}
      />
      {value !== undefined && (
        <button
          type="button"
          className={styles.rowReset}
          aria-label={translate(
            {id: 'site.optionControls.resetOne', message: 'Reset {path}', description: 'Resets one changed option'},
            {path},
          )}
          title={translate({id: 'site.optionControls.reset', message: 'Reset'})}
          onClick={() => options.resetValue(path)}
        >
          <span aria-hidden="true">↺</span>
        </button>
      )}
    </span>
  );
}
