'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { SelectOptions } from '@/components/admin/editor-parts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

// An ordered list (one text per item), table (label and value per row) or set of records (several
// described inputs per row, like an approval) of the product form. The inputs are numbered in the
// order shown (`applications.0`, `weld_metal_analysis.0.key`, `approvals.0.body` …), so the form
// posts that order. Without JavaScript the rows are plain inputs (clear one to remove it; the
// empty row at the end adds one). With it, each row has Move up, Move down and Remove buttons
// (keyboard like any button; focus stays on the moved row's button), rows can be dragged by their
// handle, and Add appends a row. Inputs are uncontrolled and keyed by row, so typed text moves with its row.

/** One input of a record row: its name part (`approvals.N.<part>`), label and kind. */
export type RowPart = {
  part: string;
  label: string;
  kind?: 'text' | 'select' | 'date';
  options?: readonly (readonly [string, string])[];
  maxLength?: number;
};

/** A row's texts by part ('' is a list item's only input). */
type Row = { id: number; cells: Record<string, string> };

export type OrderedRowsProps = {
  /** The input name prefix: a products column (or a specifications list). */
  name: string;
  label: string;
  /** What one row is called (buttons say 'Remove Element 3'). */
  itemLabel: string;
  /** A table's two column headings; a list has none. */
  columns?: readonly [string, string];
  /** A record's inputs (instead of `columns`), each shown with its label. */
  parts?: readonly RowPart[];
  /** The form's flat values (`name.N`, `name.N.key`, `name.N.<part>` …). */
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
  maxLength: { key: number; value: number };
  /** A line about a record as typed when the form was drawn (an approval that has lapsed). */
  note?: (cells: Record<string, string>) => string | undefined;
};

/** The rows held in the flat values, in their numbered order. */
function rowsFrom(values: Record<string, string>, name: string, parts: readonly RowPart[]): Record<string, string>[] {
  const named = parts.map(({ part }) => part).filter(Boolean);
  const pattern = new RegExp(`^${name}\\.(\\d+)${named.length > 0 ? `\\.(${named.join('|')})` : ''}$`);
  const rows = new Map<number, Record<string, string>>();
  for (const [field, text] of Object.entries(values)) {
    const match = pattern.exec(field);
    if (!match) continue;
    const row = rows.get(Number(match[1])) ?? {};
    row[match[2] ?? ''] = text;
    rows.set(Number(match[1]), row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export function OrderedRows({ name, label, itemLabel, columns, parts, values, errors, hint, maxLength, note }: OrderedRowsProps) {
  const table = Boolean(columns);
  const record = Boolean(parts);
  const cellParts: readonly RowPart[] =
    parts ??
    (columns
      ? [
          { part: 'key', label: columns[0], maxLength: maxLength.key },
          { part: 'value', label: columns[1], maxLength: maxLength.value },
        ]
      : [{ part: '', label: itemLabel, maxLength: maxLength.value }]);
  const nextId = useRef(0);
  const withId = (cells: Record<string, string>): Row => ({ cells, id: nextId.current++ });
  // One empty row at the end: where a row is added without JavaScript.
  const [rows, setRows] = useState<Row[]>(() => [...rowsFrom(values, name, cellParts), {}].map(withId));
  const [focus, setFocus] = useState<{ id: number; control: string } | null>(null);
  const dragged = useRef<number | null>(null);
  // A row is draggable only while held by its handle, so selecting text in its inputs stays possible.
  const [grabbed, setGrabbed] = useState<number | null>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (!focus) return;
    const selector = focus.control === 'add' ? '[data-control="add"]' : `[data-row="${focus.id}"] [data-control="${focus.control}"]`;
    fieldsetRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focus, rows]);

  const move = (index: number, by: -1 | 1, control: string) => {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    [next[index], next[target]] = [next[target], next[index]];
    setRows(next);
    // At the top or bottom the pressed button is disabled: keep focus on the row's other move button.
    const edge = (by === -1 && target === 0) || (by === 1 && target === rows.length - 1);
    setFocus({ id: rows[index].id, control: edge ? (by === -1 ? 'down' : 'up') : control });
  };
  const remove = (index: number) => {
    const next = rows.filter((_, position) => position !== index);
    setRows(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(neighbour ? { id: neighbour.id, control: 'first' } : { id: -1, control: 'add' });
  };
  const add = () => {
    const row = withId({});
    setRows([...rows, row]);
    setFocus({ id: row.id, control: 'first' });
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = rows.findIndex((row) => row.id === dragged.current);
    dragged.current = null;
    if (from === -1 || from === index) return;
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(index, 0, row);
    setRows(next);
  };

  const legendId = `product-${name}-legend`;
  const listError = errors[name];
  // A list's item spans both cells of a table's row; a record's inputs wrap in their own grid, each labelled.
  const rowLayout = record ? 'rounded-md border border-border p-2 sm:grid-cols-[auto_1fr_auto]' : 'sm:grid-cols-[auto_1fr_2fr_auto]';
  return (
    <fieldset ref={fieldsetRef} className="grid min-w-0 gap-3" aria-describedby={fieldMessagesIds(`product-${name}`, { hint, error: listError })} data-testid={`rows-${name}`}>
      <legend id={legendId} className="mb-1 text-sm font-semibold">
        {label}
      </legend>
      {table && (
        <div className="hidden grid-cols-[auto_1fr_2fr_auto] gap-2 text-xs font-medium text-muted-foreground sm:grid" aria-hidden="true">
          <span className="w-5" />
          <span>{columns![0]}</span>
          <span>{columns![1]}</span>
          <span className="w-56" />
        </div>
      )}
      <ol className="grid gap-2">
        {rows.map((row, index) => {
          const number = index + 1;
          const cells = cellParts.map((cell, position) => {
            const inputName = cell.part ? `${name}.${index}.${cell.part}` : `${name}.${index}`;
            const id = `product-${inputName}`;
            const error = errors[inputName];
            const control = {
              id,
              name: inputName,
              defaultValue: row.cells[cell.part] ?? '',
              'aria-label': `${cell.label} ${number}`,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': fieldMessagesIds(id, { error }),
              'data-control': position === 0 ? 'first' : cell.part,
            };
            return (
              <div key={cell.part} className={!table && !record ? 'grid gap-1 sm:col-span-2' : 'grid content-start gap-1'}>
                {record && (
                  <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
                    {cell.label}
                  </span>
                )}
                {cell.kind === 'select' ? (
                  <NativeSelect {...control}>
                    <option value="">Choose…</option>
                    <SelectOptions options={cell.options ?? []} />
                  </NativeSelect>
                ) : (
                  <Input {...control} type={cell.kind === 'date' ? 'date' : 'text'} maxLength={cell.maxLength} />
                )}
                <FieldMessages id={id} error={error} />
              </div>
            );
          });
          return (
            <li
              key={row.id}
              data-row={row.id}
              className={`grid items-start gap-2 ${rowLayout}`}
              draggable={grabbed === row.id}
              onDragStart={() => (dragged.current = row.id)}
              onDragEnd={() => setGrabbed(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
            >
              <span
                className="hidden h-9 cursor-grab items-center px-1 text-muted-foreground select-none sm:flex"
                title="Drag to reorder"
                aria-hidden="true"
                onPointerDown={() => setGrabbed(row.id)}
                onPointerUp={() => setGrabbed(null)}
              >
                ⠿
              </span>
              {record ? (
                <div className="grid min-w-0 gap-2 sm:grid-cols-2">
                  {cells}
                  {note?.(row.cells) && <p className="text-sm font-medium text-destructive sm:col-span-2">{note(row.cells)}</p>}
                </div>
              ) : (
                cells
              )}
              <div className="flex flex-wrap gap-1">
                <Button type="button" size="sm" variant="outline" data-control="up" disabled={index === 0} onClick={() => move(index, -1, 'up')}>
                  Move up<span className="sr-only"> {`${itemLabel} ${number}`}</span>
                </Button>
                <Button type="button" size="sm" variant="outline" data-control="down" disabled={index === rows.length - 1} onClick={() => move(index, 1, 'down')}>
                  Move down<span className="sr-only"> {`${itemLabel} ${number}`}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" data-control="remove" onClick={() => remove(index)}>
                  Remove<span className="sr-only"> {`${itemLabel} ${number}`}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" size="sm" variant="secondary" data-control="add" onClick={add}>
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
      <FieldMessages id={`product-${name}`} hint={hint} error={listError} />
    </fieldset>
  );
}
