import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database when omitted. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column the database fills (serial, identity, default) and the code never writes. */
export type Auto<T> = Generated<T>;
