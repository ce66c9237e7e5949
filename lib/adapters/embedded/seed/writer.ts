import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../database';

// A statement of a few megabytes keeps round trips few without straining PGlite's WASM heap.
const MAX_STATEMENT_BYTES = 4_000_000;

/** A SQL literal for a seed value. Only the seed's own generated data passes through here, never user input. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as a SQL number`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''").replace(/\0/g, '')}'`;
}

/**
 * Collects rows per table and writes them as multi-row INSERTs in the simple query protocol (literal values):
 * several times faster than bound parameters on PGlite for bulk data. Tables are written in the order given,
 * so foreign keys always find their targets. Counts rows for the seed's progress and rate figures.
 */
export class RowWriter {
  private readonly buffers = new Map<PgTable, Record<string, unknown>[]>();
  rowsWritten = 0;

  constructor(
    private readonly db: ShopDatabase,
    private readonly order: PgTable[],
  ) {}

  add<T extends PgTable>(table: T, ...rows: T['$inferInsert'][]): void {
    const buffer = this.buffers.get(table);
    if (buffer) buffer.push(...rows);
    else this.buffers.set(table, [...rows]);
  }

  async flush(): Promise<void> {
    const tables = [...this.order, ...[...this.buffers.keys()].filter((t) => !this.order.includes(t))];
    for (const table of tables) {
      const rows = this.buffers.get(table);
      if (!rows || rows.length === 0) continue;
      const columns = Object.entries(getTableColumns(table));
      const head = `INSERT INTO "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) VALUES `;
      let values: string[] = [];
      let bytes = 0;
      for (const row of rows) {
        const tuple = `(${columns.map(([key]) => (key in row && row[key] !== undefined ? sqlLiteral(row[key]) : 'DEFAULT')).join(', ')})`;
        values.push(tuple);
        bytes += tuple.length;
        if (bytes > MAX_STATEMENT_BYTES) {
          await this.db.execute(sql.raw(head + values.join(',\n')));
          values = [];
          bytes = 0;
        }
      }
      if (values.length > 0) await this.db.execute(sql.raw(head + values.join(',\n')));
      this.rowsWritten += rows.length;
      this.buffers.set(table, []);
    }
  }
}
