// The money pages' words read by a code (a head, a purpose, a movement): the dictionary's, or the code itself; and the
// line a page shows once a step of the book is recorded, from the book's event catalogue.

import { say } from '../../../app/proceedings/catalogue.ts';
import { recordedLine } from '../../../app/proceedings/money/events.ts';
import type { WebCtx } from '../../context.ts';
import type { T } from '../../i18n/index.ts';
import { keyOr } from '../../i18n/index.ts';

export const word = (t: T, prefix: string, id: string): string => {
  const k = keyOr(prefix, id, 'off.err.refused');
  return k === 'off.err.refused' ? id : t(k);
};

/** "The deposit was recorded.": the officer's line of the event the step just recorded (`?done=<step>`). */
export function Recorded(p: { c: WebCtx }) {
  const line = recordedLine(p.c.req.query('done'));
  return line ? (
    <p class="success" role="status">
      {say(line, p.c.get('lang'))}
    </p>
  ) : null;
}
