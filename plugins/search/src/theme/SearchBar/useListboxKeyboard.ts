import React, {useCallback, useEffect, useState, type RefObject} from 'react';

/**
 * `items` in display order (a new array makes no option active); `enabled` false while there is
 * nothing to show (the arrows leave the caret alone); Enter chooses the active option, or the first,
 * or calls `onEnterWithoutActive` when given, after the popup closes; Escape closes, or when closed
 * calls `onEscapeWhenClosed`.
 */
interface ListboxKeyboardOptions<T> {
  items: readonly T[];
  enabled: boolean;
  idPrefix: string;
  onChoose: (item: T) => void;
  onEnterWithoutActive?: () => void;
  onEscapeWhenClosed: () => void;
}

/** Open state, active option (`aria-activedescendant`, -1 for none) and keys of a combobox's listbox popup. */
export function useListboxKeyboard<T>({
  items,
  enabled,
  idPrefix,
  onChoose,
  onEnterWithoutActive,
  onEscapeWhenClosed,
}: ListboxKeyboardOptions<T>) {
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
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({block: 'nearest'});
  }, [active, optionId]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || !enabled) return;
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
        if (open) close();
        else onEscapeWhenClosed();
        break;
      default:
        break;
    }
  };

  return {open, setOpen, close, active, setActive, optionId, onKeyDown};
}

/** While `active`, a mouse press or touch outside the element calls onDismiss (stable: the listeners follow it). */
export function useDismissOnOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!ref.current?.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [ref, active, onDismiss]);
}
