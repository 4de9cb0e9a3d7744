// The administration area: AdminServices (src/app/services.ts) and the demo seed; compose.ts builds them from the ports.

export { seedDemo } from '../seed/demo.ts';

export { createAdminServices } from './create-admin-services.ts';
