// Staff accounts, managed by owners (issue #7, item 1): list, create, rename and change
// role, reset a password, disable and enable. The shop always keeps one enabled owner
// (staff changes are serialised so the check cannot race),
// an owner cannot disable their own account, and disabling ends that member's sessions
// at once. Every change is audited; passwords never reach the log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminPage } from '../../../../domain/admin/admin.ts';
import type { teamMemberSchema } from '../../../../domain/admin/schemas.ts';
import { STAFF_ROLES, type StaffRole } from '../../../../domain/admin/staff.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { conflict } from '../../../errors.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import {
  changeMember,
  resetPassword,
  type StaffRow,
  setMemberDisabled,
  staffByEmail,
  staffMember,
  staffPage,
} from '../../staff/service.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { adminPaging, idParam, OWNER_TAGS, offsetOf } from '../schemas.ts';

export type TeamMemberView = z.infer<typeof teamMemberSchema>;

const name = z
  .string()
  .trim()
  .min(1, { message: 'admin_team_name_required' })
  .max(60, { message: 'admin_team_name_required' });
const role = z.enum(STAFF_ROLES, { message: 'admin_team_role' });
const password = z
  .string()
  .min(12, { message: 'admin_team_password_short' })
  .max(128, { message: 'admin_team_password_long' });

const createBody = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'email_invalid' })),
  name,
  role,
  password,
});
const updateBody = z.strictObject({ name: name.optional(), role: role.optional() });

function toView(r: StaffRow): TeamMemberView {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as StaffRole,
    disabled: r.disabled,
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account (never its password hash). */
const auditView = (r: StaffRow) => ({ email: r.email, name: r.name, role: r.role, disabled: r.disabled });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, staff: staffService } = app.deps;
  const owner = { preValidation: staffOnly('owner') };

  app.get(
    '/admin/staff',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('GET /admin/staff'),
        summary: 'Staff accounts: email, name, role, disabled, last sign-in (owners)',
        querystring: adminPaging,
      },
      ...owner,
    },
    async (req, reply) => {
      const { rows, total } = await staffPage(db, req.query.page_size, offsetOf(req.query));
      const page: AdminPage<TeamMemberView> = {
        list: rows.map(toView),
        total,
        page: req.query.page,
        page_size: req.query.page_size,
      };
      return reply.ok(page);
    },
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('POST /admin/staff'),
        summary: 'Create a staff account with an initial password of at least 12 characters (owners)',
        body: createBody,
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      const { email } = req.body;
      if (await staffByEmail(db, email)) throw conflict('admin_team_email_taken', { email });
      try {
        const member = await db.transaction(async (tx) => {
          const id = await staffService.create(req.body, tx);
          const row = await staffMember(tx, id);
          await recordAudit(tx, actor, {
            action: 'staff.create',
            entity: 'staff',
            entityId: id,
            after: auditView(row!),
          });
          return row!;
        });
        return reply.ok(toView(member), 'admin_team_created');
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('admin_team_email_taken', { email });
        throw err;
      }
    },
  );

  app.put(
    '/admin/staff/:id',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('PUT /admin/staff/:id'),
        summary: 'Rename a staff member or change the role; the last enabled owner cannot be demoted (owners)',
        params: idParam,
        body: updateBody,
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      const me = await req.requireStaff();
      const member = await db.transaction(async (tx) => {
        const { before, after } = await changeMember(tx, req.params.id, req.body, me);
        if (!after) return before;
        await recordAudit(tx, actor, {
          action: 'staff.update',
          entity: 'staff',
          entityId: before.id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
      return reply.ok(toView(member), 'admin_team_updated');
    },
  );

  app.put(
    '/admin/staff/:id/password',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('PUT /admin/staff/:id/password'),
        summary: "Reset a staff member's password; their other sessions end (owners)",
        params: idParam,
        body: z.strictObject({ password }),
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      const me = await req.requireStaff();
      const member = await db.transaction(async (tx) => {
        const row = await resetPassword(tx, req.params.id, req.body.password, me);
        await recordAudit(tx, actor, {
          action: 'staff.password',
          entity: 'staff',
          entityId: row.id,
          after: { email: row.email },
        });
        return row;
      });
      return reply.ok(toView(member), 'admin_team_password_reset');
    },
  );

  for (const disabled of [true, false]) {
    app.put(
      `/admin/staff/:id/${disabled ? 'disable' : 'enable'}`,
      {
        schema: {
          tags: OWNER_TAGS,
          response: answer(disabled ? 'PUT /admin/staff/:id/disable' : 'PUT /admin/staff/:id/enable'),
          summary: disabled
            ? 'Disable a staff account and end its sessions at once; not the last enabled owner, not yourself (owners)'
            : 'Enable a disabled staff account (owners)',
          params: idParam,
        },
        ...owner,
      },
      async (req, reply) => {
        const actor = await auditActor(req);
        const me = await req.requireStaff();
        const member = await db.transaction(async (tx) => {
          const { before, after } = await setMemberDisabled(tx, req.params.id, disabled, me);
          if (!after) return before;
          await recordAudit(tx, actor, {
            action: disabled ? 'staff.disable' : 'staff.enable',
            entity: 'staff',
            entityId: before.id,
            before: auditView(before),
            after: auditView(after),
          });
          return after;
        });
        return reply.ok(toView(member), disabled ? 'admin_team_disabled' : 'admin_team_enabled');
      },
    );
  }
};
