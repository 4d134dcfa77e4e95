import type { Auto, Timestamp } from './columns.ts';

export interface AccountTables {
  accounts: {
    id: Auto<string>;
    email: string;
    name: string | null;
    created_at: Timestamp;
  };
}
