// The administration area: AdminServices (src/app/services.ts) and the demo seed; compose.ts builds them from the ports.

export type { AdminDeps } from './context.ts';
export type { JurisdictionRepo } from '../ports/admin.ts';
export { DEMO_ACCOUNTS, seedDemo } from '../seed/demo.ts';
export type { SeedDemoDeps } from '../seed/demo.ts';

export { createAdminServices } from './create-admin-services.ts';
