import type { Auto, Timestamp } from './columns.ts';

export type MachineName = 'draft' | 'listing' | 'order' | 'claim';

export interface StatusTables {
  status_changes: {
    id: Auto<number>;
    machine: MachineName;
    subject: string;
    from_status: string | null;
    to_status: string;
    actor: string;
    reason: string | null;
    changed_at: Timestamp;
  };
}
