'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FieldMessages, fieldMessagesIds } from '@/components/common/field-messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

// An ordered list (one text per item) or table (label and value per row) of the product form. The
// inputs are numbered in the order shown (`applications.0`, `weld_metal_analysis.0.key` …), so the
// form posts that order. Without JavaScript the rows are plain inputs (clear one to remove it; the
// empty row at the end adds one). With it, each row has Move up, Move down and Remove buttons
// (keyboard like any button; focus stays on the moved row's button), rows can be dragged by their
// handle, and Add appends a row. Inputs are uncontrolled and keyed by row, so typed text moves with its row.

type Row = { id: number; key: string; value: string };

export type OrderedRowsProps = {
  /** The input name prefix: a products column (or a specifications list). */
  name: string;
  label: string;
  /** What one row is called (buttons say 'Remove Element 3'). */
  itemLabel: string;
  /** A table's two column headings; a list has none. */
  columns?: readonly [string, string];
  /** The form's flat values (`name.N`, `name.N.key`, `name.N.value`). */
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
  maxLength: { key: number; value: number };
};

/** The rows held in the flat values, in their numbered order. */
function rowsFrom(values: Record<string, string>, name: string, table: boolean): Omit<Row, 'id'>[] {
  const pattern = new RegExp(`^${name}\\.(\\d+)${table ? '\\.(key|value)' : ''}$`);
  const rows = new Map<number, Omit<Row, 'id'>>();
  for (const [field, text] of Object.entries(values)) {
    const match = pattern.exec(field);
    if (!match) continue;
    const row = rows.get(Number(match[1])) ?? { key: '', value: '' };
    if (table && match[2] === 'key') row.key = text;
    else row.value = text;
    rows.set(Number(match[1]), row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export function OrderedRows({ name, label, itemLabel, columns, values, errors, hint, maxLength }: OrderedRowsProps) {
  const table = Boolean(columns);
  const nextId = useRef(0);
  const withId = (row: Omit<Row, 'id'>): Row => ({ ...row, id: nextId.current++ });
  // One empty row at the end: where a row is added without JavaScript.
  const [rows, setRows] = useState<Row[]>(() => [...rowsFrom(values, name, table), { key: '', value: '' }].map(withId));
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
    const row = withId({ key: '', value: '' });
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
          const keyName = table ? `${name}.${index}.key` : null;
          const valueName = table ? `${name}.${index}.value` : `${name}.${index}`;
          const keyError = keyName ? errors[keyName] : undefined;
          const valueError = errors[valueName];
          const inputId = (field: string) => `product-${field}`;
          return (
            <li
              key={row.id}
              data-row={row.id}
              className="grid items-start gap-2 sm:grid-cols-[auto_1fr_2fr_auto]"
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
              {keyName && (
                <div className="grid gap-1">
                  <Input
                    id={inputId(keyName)}
                    name={keyName}
                    defaultValue={row.key}
                    maxLength={maxLength.key}
                    aria-label={`${columns![0]} ${number}`}
                    aria-invalid={keyError ? true : undefined}
                    aria-describedby={fieldMessagesIds(inputId(keyName), { error: keyError })}
                    data-control="first"
                  />
                  <FieldMessages id={inputId(keyName)} error={keyError} />
                </div>
              )}
              <div className={table ? 'grid gap-1' : 'grid gap-1 sm:col-span-2'}>
                <Input
                  id={inputId(valueName)}
                  name={valueName}
                  defaultValue={row.value}
                  maxLength={maxLength.value}
                  aria-label={table ? `${columns![1]} ${number}` : `${itemLabel} ${number}`}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={fieldMessagesIds(inputId(valueName), { error: valueError })}
                  data-control={table ? 'value' : 'first'}
                />
                <FieldMessages id={inputId(valueName)} error={valueError} />
              </div>
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
