import {useCallback, useEffect, useRef, useState} from 'react';
import {editedCodeKey, readTabWork, writeTabWork} from '../../client/tabWork';

/**
 * A demo's edited code, kept for this tab so a reload does not lose it: once
 * the demo's source has arrived, code kept earlier (and different from the
 * source) comes back and `restored` says so until the visitor discards it or
 * resets the code.
 */
export function useKeptCode(
  demoId: string,
  source: string | undefined,
): {
  editedCode: string | null;
  setEditedCode: (code: string | null) => void;
  restored: boolean;
  discard: () => void;
} {
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // Nothing is written before the kept code has been read, or the first render's null would erase it.
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || source === undefined) return;
    checked.current = true;
    const kept = readTabWork(editedCodeKey(demoId));
    if (kept !== null && kept !== source) {
      setEditedCode(kept);
      setRestored(true);
    }
  }, [demoId, source]);

  useEffect(() => {
    if (checked.current) writeTabWork(editedCodeKey(demoId), editedCode);
  }, [demoId, editedCode]);

  const update = useCallback((code: string | null) => {
    setEditedCode(code);
    if (code === null) setRestored(false);
  }, []);
  const discard = useCallback(() => update(null), [update]);
  return {editedCode, setEditedCode: update, restored, discard};
}
