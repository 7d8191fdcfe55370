import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

const ITEMS = '.dropdown-menu .dropdown-item';

/**
 * A navbar dropdown as Bootstrap draws it (`.nav-item.dropdown`, `.dropdown-menu`), written as a
 * disclosure: a button that says whether its list is open (`aria-expanded`) and a list of links and
 * buttons, in the page only while open. Enter or Space on the button opens and closes it; Escape
 * closes it and gives the focus back to the button; the arrow keys move between its entries (Down
 * on the closed button opens it at the first); choosing an entry, clicking elsewhere or moving the
 * focus elsewhere closes it. No positioning library: `data-bs-popper="static"` gives the list
 * Bootstrap's own placement under its button, and in the collapsed bar it opens in place.
 *
 * `children` are the entries: `.dropdown-item` links and buttons.
 */
export function NavDropdown({
  title,
  align = 'start',
  onChoose,
  children,
}: {
  title: ReactNode;
  align?: 'start' | 'end';
  /** Called when an entry is chosen (the collapsed bar closes then). */
  onChoose?: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The entry to focus once the list has rendered: opened from the button with an arrow key.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useLayoutEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = root.current?.querySelectorAll<HTMLElement>(ITEMS);
    (focusOnOpen.current === 'first' ? items?.[0] : items?.[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A click anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!open) {
      focusOnOpen.current = down ? 'first' : 'last';
      setOpen(true);
      return;
    }
    const items = [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      at === -1 ? (down ? 0 : items.length - 1) : (at + (down ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      ref={root}
      className="nav-item dropdown"
      onKeyDown={onKeyDown}
      // Tabbing out closes the list; a click on nothing focusable is the outside click's to handle.
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (open && to && !event.currentTarget.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {title}
      </button>
      {open && (
        <div
          id={menuId}
          className={`dropdown-menu show${align === 'end' ? ' dropdown-menu-end' : ''}`}
          data-bs-popper="static"
          onClick={(event) => {
            if ((event.target as Element).closest('.dropdown-item')) {
              setOpen(false);
              onChoose?.();
            }
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
