// Drafts: a signed-in person's unfinished form, saved at each step and resumable. Only the owner reads or changes a
// draft; a draft is the person's own working copy, not part of any proceeding (nothing is filed until submission).

import type { Actor } from '../actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../errors.ts';
import type { DraftRepo, DraftRow } from '../ports/drafts.ts';

export type { DraftRow } from '../ports/drafts.ts';

export interface DraftServices {
  /** Starts a draft of a form; returns it. */
  start(actor: Actor, form: string, data?: Record<string, unknown>): Promise<DraftRow>;
  /** The actor's draft; DRAFT.UNKNOWN (a NOT_FOUND) when it does not exist or is someone else's. */
  get(actor: Actor, id: string): Promise<DraftRow>;
  /** Merges `data` into the draft and records the step reached. */
  save(actor: Actor, id: string, step: number, data: Record<string, unknown>): Promise<DraftRow>;
  discard(actor: Actor, id: string): Promise<void>;
  list(actor: Actor, form: string): Promise<DraftRow[]>;
}

/** Drafts are kept small: a form's text fits easily; anything larger is an upload, not a draft field. */
export const DRAFT_MAX_BYTES = 64 * 1024;
const FORM = /^[a-z0-9-]{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkSize(data: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(data)) > DRAFT_MAX_BYTES) {
    throw new AppError(
      'VALIDATION.FAILED',
      `The draft is larger than ${DRAFT_MAX_BYTES} bytes; shorten the statement or attach long texts as documents.`,
      { field: 'draft' },
    );
  }
}

export function createDraftServices(deps: { drafts: DraftRepo; clock: Clock }): DraftServices {
  const { drafts, clock } = deps;
  async function get(actor: Actor, id: string): Promise<DraftRow> {
    const d = UUID.test(id) ? await drafts.byId(id) : undefined;
    if (!d || d.accountId !== actor.accountId)
      throw new AppError('NOT_FOUND', 'There is no such draft among yours; it may have been filed or discarded.', {
        field: 'draft',
      });
    return d;
  }
  return {
    async start(actor, form, data = {}) {
      if (!FORM.test(form)) throw new AppError('VALIDATION.FAILED', `"${form}" is not a form name.`, { field: 'form' });
      checkSize(data);
      return drafts.create({ accountId: actor.accountId, form, step: 0, data, updatedAt: clock.now() });
    },
    get,
    async save(actor, id, step, data) {
      const d = await get(actor, id);
      if (!Number.isInteger(step) || step < 0 || step > 100)
        throw new AppError('VALIDATION.FAILED', 'The step is not a step of the form.', { field: 'step' });
      const merged = { ...d.data, ...data };
      checkSize(merged);
      const updatedAt = clock.now();
      await drafts.update(id, actor.accountId, { step, data: merged, updatedAt });
      return { ...d, step, data: merged, updatedAt };
    },
    async discard(actor, id) {
      await get(actor, id);
      await drafts.remove(id, actor.accountId);
    },
    list: (actor, form) => drafts.listOf(actor.accountId, form),
  };
}
