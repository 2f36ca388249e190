import {useCallback, useEffect, useRef, useState} from 'react';
import {editedCodeKey, readTabWork, writeTabWork} from '../../client/tabWork';
import {forgetRun, lastRunEnded} from './keptRuns';

/**
 * A demo's edited code, kept for this tab so a reload does not lose it: once
 * the demo's source has arrived, code kept earlier (and different from the
 * source) comes back and `restored` says so until the visitor discards it or
 * resets the code.
 *
 * Kept code whose last run did not end normally (the tab froze, crashed or
 * navigated while it ran: `keptRuns.ts`) comes back `inert`: shown, not run,
 * until the visitor runs or edits it.
 */
export function useKeptCode(
  demoId: string,
  source: string | undefined,
): {
  editedCode: string | null;
  setEditedCode: (code: string | null) => void;
  restored: boolean;
  inert: boolean;
  runKept: () => void;
  discard: () => void;
} {
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [inert, setInert] = useState(false);
  // Nothing is written before the kept code has been read, or the first render's null would erase it.
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || source === undefined) return;
    checked.current = true;
    const kept = readTabWork(editedCodeKey(demoId));
    if (kept !== null && kept !== source) {
      setEditedCode(kept);
      setRestored(true);
      setInert(!lastRunEnded(demoId, kept));
    }
  }, [demoId, source]);

  useEffect(() => {
    if (checked.current) writeTabWork(editedCodeKey(demoId), editedCode);
  }, [demoId, editedCode]);

  const update = useCallback(
    (code: string | null) => {
      setEditedCode(code);
      // An edit is the visitor asking for the code to run.
      setInert(false);
      if (code === null) {
        setRestored(false);
        forgetRun(demoId);
      }
    },
    [demoId],
  );
  const discard = useCallback(() => update(null), [update]);
  const runKept = useCallback(() => setInert(false), []);
  return {editedCode, setEditedCode: update, restored, inert, runKept, discard};
}
