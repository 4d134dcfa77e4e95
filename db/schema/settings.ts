import type { Timestamp } from './columns.ts';

export interface SettingsTables {
  site_settings: {
    key: string;
    value: unknown;
    updated_at: Timestamp;
  };
}
