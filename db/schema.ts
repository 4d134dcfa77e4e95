// Kysely's view of the tables in db/migrations, one module per area. Keep each in step with the
// migration that creates its tables.
import type { AccountTables } from './schema/accounts.ts';
import type { ClaimTables } from './schema/claims.ts';
import type { DirectoryTables } from './schema/directory.ts';
import type { DraftTables } from './schema/drafts.ts';
import type { EngagementTables } from './schema/engagement.ts';
import type { IdentityTables } from './schema/identity.ts';
import type { OrderTables } from './schema/orders.ts';
import type { OwnerTables } from './schema/owners.ts';
import type { SettingsTables } from './schema/settings.ts';
import type { StatusTables } from './schema/status.ts';
import type { WorkerTables } from './schema/worker.ts';

export interface DB
  extends
    SettingsTables,
    AccountTables,
    DirectoryTables,
    IdentityTables,
    DraftTables,
    StatusTables,
    OwnerTables,
    OrderTables,
    ClaimTables,
    WorkerTables,
    EngagementTables {}
