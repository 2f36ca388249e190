import React, {useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {copyText} from '../../client/sandbox/copyCode';
import type {ChartOptionsState} from './ChartOptionsContext';
import type {OptionsOrigin} from './useOptionsFromLink';
import KeptWorkNote from '../Demo/KeptWorkNote';
import {encodedParamLength, MAX_PARAM_LENGTH, OPTIONS_QUERY_PARAM, serializeOptions} from './parseOptionsParam';
import styles from './styles.module.css';

/** The page's address carrying the changed options (and nothing else new): what a shared link opens. */
export function linkWithOptions(href: string, param: string | null): URL {
  const url = new URL(href);
  if (param === null) url.searchParams.delete(OPTIONS_QUERY_PARAM);
  else url.searchParams.set(OPTIONS_QUERY_PARAM, param);
  url.hash = '';
  return url;
}

type CopyStatus = 'idle' | 'copied' | 'failed' | 'tooLong';

/**
 * Above the props table: Reset options, Copy link to these options, the note
 * listing what a shared link carried that was ignored, and the note saying
 * the options were restored from earlier in this tab.
 */
export default function OptionsToolbar({
  options,
  origin,
}: {
  options: ChartOptionsState;
  origin: OptionsOrigin;
}): React.JSX.Element {
  const {ignored} = origin;
  const [restoreNoted, setRestoreNoted] = useState(true);
  const history = useHistory();
  const [status, setStatus] = useState<CopyStatus>('idle');
  const changed = Object.keys(options.values).length;

  const copyLink = async (): Promise<void> => {
    const param = serializeOptions(options.values);
    // A longer link would not be read back, and servers may refuse it (414): none is made.
    if (param !== null && encodedParamLength(param) > MAX_PARAM_LENGTH) {
      setStatus('tooLong');
      return;
    }
    const url = linkWithOptions(window.location.href, param);
    // The address bar shows the same link, so a reload keeps the options.
    history.replace({pathname: url.pathname, search: url.search});
    setStatus((await copyText(url.toString())) ? 'copied' : 'failed');
  };

  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={changed === 0}
          onClick={() => {
            options.replaceAll({});
            setStatus('idle');
          }}
        >
          {translate({id: 'site.optionControls.resetAll', message: 'Reset options'})}
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => void copyLink()}>
          {translate({id: 'site.optionControls.copyLink', message: 'Copy link to these options'})}
        </button>
        <span className={styles.status} role="status">
          {status === 'copied' && <Translate id="site.optionControls.copied">Link copied.</Translate>}
          {status === 'tooLong' && (
            <Translate id="site.optionControls.linkTooLong" values={{max: MAX_PARAM_LENGTH}}>
              {'These options make a link longer than {max} characters; shorten or reset some text options.'}
            </Translate>
          )}
          {status === 'failed' && (
            <Translate id="site.optionControls.copyFailed">
              The link could not be copied; it is in the address bar.
            </Translate>
          )}
        </span>
      </div>
      {origin.restored && restoreNoted && changed > 0 && (
        <KeptWorkNote
          onDiscard={() => {
            options.replaceAll({});
            setRestoreNoted(false);
          }}
        >
          <Translate id="site.optionControls.restored">
            Your option changes from earlier in this tab were restored.
          </Translate>
        </KeptWorkNote>
      )}
      {ignored.length > 0 && (
        <p className={styles.note} role="note">
          <Translate id="site.optionControls.ignored" values={{list: ignored.join('; ')}}>
            {'Ignored from the link: {list}.'}
          </Translate>
        </p>
      )}
    </>
  );
}
