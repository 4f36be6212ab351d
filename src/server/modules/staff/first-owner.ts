// The first owner of the admin area, created at start when there is no staff:
// from ADMIN_EMAIL / ADMIN_PASSWORD, or, on the embedded demo shop, with a generated
// password printed once to the log. A shop on PostgreSQL without either gets a warning.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { StaffService } from './service.ts';

export const DEMO_OWNER_EMAIL = 'owner@example.com';

export async function ensureFirstOwner(staff: StaffService, config: Config, logger: FastifyBaseLogger) {
  if ((await staff.count()) > 0) return;
  if (config.admin) {
    await staff.create({ ...config.admin, name: 'Owner', role: 'owner' }).catch(ignoreRace);
    logger.info(`admin: created the owner ${config.admin.email} from ADMIN_EMAIL`);
    return;
  }
  if (config.databaseUrl) {
    logger.warn('admin: no staff yet; set ADMIN_EMAIL and ADMIN_PASSWORD to create the first owner');
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await staff.create({ email: DEMO_OWNER_EMAIL, password, name: 'Owner', role: 'owner' }).catch(ignoreRace);
  logger.warn(`admin: sign in at /admin as ${DEMO_OWNER_EMAIL} with the password ${password} (shown only now)`);
}

/** Another instance created the owner at the same moment (unique email). */
function ignoreRace(err: unknown) {
  if (!isUniqueViolation(err)) throw err;
}
