// The office's field service over the API (Rule 4(5)): the office's phones, tasks and proofs; approving and revoking a
// phone; allocating, reallocating and cancelling a task; the proofs of a proceeding; the officer's review of a proof
// held for review. The process server's own routes (tasks, enrolment, proofs) are the field app's, under /field/api.

import type { DeviceRow, TaskRow } from '../../app/ports/field.ts';
import type { ProofView } from '../../app/field/office.ts';
import {
  allocateTask,
  approveDevice,
  cancelTask,
  officeField,
  proofsOfCase,
  reallocateTask,
  revokeDevice,
} from '../../app/field/office.ts';
import { reviewProof } from '../../app/field/review.ts';
import type { Services } from '../../app/services.ts';
import {
  AllocateTaskSchema,
  FieldCaseParams,
  FieldDeviceParams,
  FieldOfficeParams,
  FieldProofListSchema,
  FieldProofParams,
  FieldTaskParams,
  OfficeFieldSchema,
  ReallocateTaskSchema,
  ReviewedSchema,
  ReviewProofSchema,
  TaskCreatedSchema,
} from '../../contract/field.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';

const ROLES = ['adjudicating-officer', 'appellate-authority'] as const;

const deviceBody = (d: DeviceRow) => ({
  id: d.id,
  accountId: d.accountId,
  name: d.accountName,
  label: d.label,
  fingerprint: d.keySha256,
  status: d.revokedAt ? ('revoked' as const) : d.approvedAt ? ('approved' as const) : ('pending' as const),
  enrolledAt: d.enrolledAt.toISOString(),
});

const taskBody = (t: TaskRow) => ({
  id: t.id,
  caseId: t.streamId,
  caseNumber: t.number,
  notice: t.notice,
  hearingNoticeId: t.hearingNoticeId,
  copyTo: t.copyTo,
  addressee: t.addressee,
  address: t.address,
  accountId: t.accountId,
  server: t.accountName,
  status: t.status,
  allocatedAt: t.allocatedAt.toISOString(),
});

const proofBody = (p: ProofView) => ({
  hash: p.hash,
  caseId: p.streamId,
  taskId: p.taskId,
  deviceId: p.deviceId,
  receivedAt: p.receivedAt.toISOString(),
  verdict: p.verdict,
  reason: p.reason,
  flags: [...p.flags],
  attemptId: p.attemptId,
  manner: p.proof.manner,
  outcome: p.proof.outcome,
  recordedAt: p.proof.at,
  location: p.proof.geo ? { lat: p.proof.geo.lat, lon: p.proof.geo.lon, accuracyM: p.proof.geo.accuracy } : null,
  photoDocumentIds: [...p.photoDocumentIds],
  review: p.review
    ? {
        decision: p.review.decision,
        reasons: p.review.reasons,
        attemptId: p.review.attemptId,
        by: p.review.byName,
        at: p.review.at.toISOString(),
      }
    : null,
});

export function fieldRoutes(app: Api, services: Services): void {
  const f = services.field;
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/offices/{office}/field',
      tags: ['Field service'],
      operationId: 'officeField',
      roles: ROLES,
      summary: "The office's process servers, their phones, the tasks allocated and the proofs received",
      params: FieldOfficeParams,
      ok: { 200: { schema: OfficeFieldSchema, description: "The office's field service." } },
      errors: [401, 403, 404, 500],
    },
    async (c, { params }) => {
      const v = await officeField(f, requireActor(c), params.office);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          servers: v.servers,
          devices: v.devices.map(deviceBody),
          tasks: v.tasks.map(taskBody),
          proofs: v.proofs.map(proofBody),
        },
        200,
      );
    },
  );
  for (const [action, run] of [
    ['approve', approveDevice],
    ['revoke', revokeDevice],
  ] as const) {
    defineRoute(
      app,
      {
        method: 'post',
        path: `/api/v1/field/devices/{id}/${action}`,
        tags: ['Field service'],
        operationId: `${action}FieldDevice`,
        roles: ROLES,
        summary:
          action === 'approve'
            ? "Approve a process server's phone (compare the fingerprint the phone shows)"
            : "Revoke a process server's phone: its proofs are refused from now on",
        params: FieldDeviceParams,
        ok: { 204: { description: action === 'approve' ? 'Approved.' : 'Revoked.' } },
        errors: [400, 401, 403, 404, 500],
      },
      async (c, { params }) => {
        await run(f, requireActor(c), params.id);
        return c.body(null, 204);
      },
    );
  }
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/field/tasks',
      tags: ['Field service'],
      operationId: 'allocateFieldTask',
      roles: ROLES,
      summary:
        'Allocate an attempt at service of an issued notice, or a copy of the order, to a process server of the office (Rule 4(5), Rule 4(15), Rule 7(9))',
      body: AllocateTaskSchema,
      ok: {
        201: { schema: TaskCreatedSchema, description: 'The task, on the process server’s phone at its next sync.' },
      },
      errors: [400, 401, 403, 404, 422, 500],
    },
    async (c, { body }) => {
      const { caseId, ...rest } = body;
      return c.json(await allocateTask(f, requireActor(c), { streamId: caseId, ...rest }), 201);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/field/tasks/{id}/reallocate',
      tags: ['Field service'],
      operationId: 'reallocateFieldTask',
      roles: ROLES,
      summary: 'Give an open task to another process server of the office',
      params: FieldTaskParams,
      body: ReallocateTaskSchema,
      ok: { 204: { description: 'Reallocated; a proof from the first phone is held for review.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params, body }) => {
      await reallocateTask(f, requireActor(c), params.id, body.accountId);
      return c.body(null, 204);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/field/tasks/{id}/cancel',
      tags: ['Field service'],
      operationId: 'cancelFieldTask',
      roles: ROLES,
      summary: 'Cancel an open task',
      params: FieldTaskParams,
      ok: { 204: { description: 'Cancelled; a proof sent for it is held for review.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      await cancelTask(f, requireActor(c), params.id);
      return c.body(null, 204);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/field-proofs',
      tags: ['Field service'],
      operationId: 'caseFieldProofs',
      auth: true,
      summary: "The proofs of service received from process servers' phones for a proceeding",
      params: FieldCaseParams,
      ok: { 200: { schema: FieldProofListSchema, description: 'Oldest first.' } },
      errors: [401, 403, 404, 500],
    },
    async (c, { params }) => {
      const items = await proofsOfCase(f, requireActor(c), params.caseId);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: items.map(proofBody) }, 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/field/proofs/{hash}/review',
      tags: ['Field service'],
      operationId: 'reviewFieldProof',
      roles: ROLES,
      summary: 'Decide a proof held for review: accept it as service, or reject it, with reasons (Rule 4(5))',
      params: FieldProofParams,
      body: ReviewProofSchema,
      ok: { 200: { schema: ReviewedSchema, description: 'Decided; when accepted, the attempt it records.' } },
      errors: [400, 401, 403, 404, 422, 500],
    },
    async (c, { params, body }) => c.json(await reviewProof(f, requireActor(c), { hash: params.hash, ...body }), 200),
  );
}
