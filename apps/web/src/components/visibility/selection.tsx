import { useCallback, useMemo, useState } from 'react';
import './visibility.css';

/** The items a list has selected, by id, kept across pages and searches until cleared. */
export function useSelection<Id extends number | string>() {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  const toggle = useCallback((id: Id, on: boolean) => {
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setMany = useCallback((ids: readonly Id[], on: boolean) => {
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear]);
}
export type Selection<Id extends number | string> = ReturnType<typeof useSelection<Id>>;

/**
 * A row's check box, named after its item ('Select tahak (river)'); its label is the tap target
 * (44 px on phones, phone-layout.css) with the name for assistive technology only.
 */
export function SelectCheckbox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="select-check">
      <input
        type="checkbox"
        className="form-check-input m-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="visually-hidden">Select {name}</span>
    </label>
  );
}

/** "Select all shown": checked when every shown item is selected; ticks or clears them all. */
export function SelectAllShown<Id extends number | string>({
  ids,
  selection,
  showLabel = false,
}: {
  ids: readonly Id[];
  selection: Selection<Id>;
  /** Outside a table's heading, the words show beside the box. */
  showLabel?: boolean;
}) {
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const some = !all && ids.some((id) => selection.selected.has(id));
  return (
    <label className="select-check">
      <input
        type="checkbox"
        className="form-check-input m-0"
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = some;
        }}
        disabled={ids.length === 0}
        onChange={(event) => selection.setMany(ids, event.target.checked)}
      />
      <span className={showLabel ? 'ms-2' : 'visually-hidden'}>Select all shown</span>
    </label>
  );
}
