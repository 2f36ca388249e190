import React, {useCallback, useEffect, useState, type RefObject} from 'react';

export interface ListboxKeyboardOptions<T> {
  /** The options, in display order. A new array (a new answer) makes no option active. */
  items: readonly T[];
  /** False while there is nothing to show (no query): the arrows then leave the caret alone. */
  enabled: boolean;
  /** Prefix of the options' element ids. */
  idPrefix: string;
  /** Enter: the active option, or the first one. Called after the popup closes. */
  onChoose: (item: T) => void;
  /** Enter with no active option, when given (instead of choosing the first one). Called after the popup closes. */
  onEnterWithoutActive?: () => void;
  /** Escape while the popup is already closed. */
  onEscapeWhenClosed: () => void;
}

export interface ListboxKeyboard {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes the popup; no option stays active. */
  close: () => void;
  /** Index of the active option (`aria-activedescendant`), -1 for none. */
  active: number;
  setActive: (index: number) => void;
  optionId: (index: number) => string;
  /** For the combobox input: arrows move the active option (wrapping), Enter chooses, Escape closes. */
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/** Open state, active option and keys of a combobox's listbox popup. */
export function useListboxKeyboard<T>({
  items,
  enabled,
  idPrefix,
  onChoose,
  onEnterWithoutActive,
  onEscapeWhenClosed,
}: ListboxKeyboardOptions<T>): ListboxKeyboard {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Reset during render (not in an effect) so no frame shows an old index against new options.
  const [itemsOfActive, setItemsOfActive] = useState(items);
  if (itemsOfActive !== items) {
    setItemsOfActive(items);
    setActive(-1);
  }

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const optionId = useCallback((index: number) => `${idPrefix}-option-${index}`, [idPrefix]);

  // Keep the active option visible while arrowing through a long list.
  useEffect(() => {
    if (active >= 0) {
      document.getElementById(optionId(active))?.scrollIntoView?.({block: 'nearest'});
    }
  }, [active, optionId]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || !enabled) {
          return;
        }
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
        break;
      }
      case 'Enter':
        if (onEnterWithoutActive && !(open && active >= 0 && active < count)) {
          if (!enabled) return;
          event.preventDefault();
          close();
          onEnterWithoutActive();
        } else if (open && count > 0) {
          event.preventDefault();
          close();
          onChoose(items[active >= 0 && active < count ? active : 0]);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (open) {
          close();
        } else {
          onEscapeWhenClosed();
        }
        break;
      default:
        break;
    }
  };

  return {open, setOpen, close, active, setActive, optionId, onKeyDown};
}

/**
 * While `active`, a mouse press or touch outside the element calls onDismiss.
 * onDismiss should be stable (useCallback): the listeners are renewed when it
 * changes.
 */
export function useDismissOnOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!ref.current?.contains(event.target as Node)) {
        onDismiss();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [ref, active, onDismiss]);
}
