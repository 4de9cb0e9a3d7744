// Money in the web portal (issue 7), through services.money only; the forms are the money book's steps from its
// catalogue (src/app/steps/money.ts, rendered by money/steps.tsx):
// - /office/cases/:id/money: a case's demands and the "record a deposit" step (money/case.tsx);
// - /fund: the fund accountant's statement of the Board's account, the sanctions and the fund's next steps
//   (money/fund.tsx), each step's form at /money/act/<step>;
// - /recovery: the Board's recovery queue (Rule 4(14)) and the "record a recovery action" step (money/recovery.tsx).
// The catalogue's policies decide who may take which step; the pages only choose the menu and the forms.

import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { moneyStepForm } from '../../app/steps/money-actions.ts';
import type { Router } from '../context.ts';
import { seeOther } from '../render.tsx';
import { UUID } from './office.tsx';
import { casePage } from './money/case.tsx';
import { fundPage } from './money/fund.tsx';
import { recoveryPage } from './money/recovery.tsx';
import { moneyStepPages, postMoneyStep, signedIn } from './money/steps.tsx';

export function moneyPages(rt: Router, services: Services): void {
  rt.get('/office/cases/:id/money', (c) => casePage(services, c, {}, {}));

  rt.post('/office/cases/:id/money', async (c) => {
    const actor = signedIn(c);
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const { state, actions } = await services.money.steps(actor, id);
    const form = moneyStepForm(state, 'record-deposit', actions);
    if (!form) throw new AppError('NOT_FOUND', 'No such step.');
    const r = await postMoneyStep(services, c, form, { caseId: id });
    if (!r) return seeOther(c, `/office/cases/${id}/money?done=${form.command}`);
    return casePage(services, c, r.values, r.errors, 400);
  });

  rt.get('/fund', (c) => fundPage(services, c));

  rt.get('/recovery', (c) => recoveryPage(services, c, {}, {}));

  rt.post('/recovery', async (c) => {
    const actor = signedIn(c);
    const { state, actions } = await services.money.steps(actor);
    const form = moneyStepForm(state, 'record-recovery', actions);
    if (!form) throw new AppError('NOT_FOUND', 'No such step.');
    const r = await postMoneyStep(services, c, form);
    if (!r) return seeOther(c, `/recovery?done=${form.command}`);
    return recoveryPage(services, c, r.values, r.errors, 400);
  });

  moneyStepPages(rt, services);
}
