import 'server-only';
import type { NextRequest } from 'next/server';
import { addBlockSchema, keptBlockValues, removeBlockSchema } from '../appointments/operator-forms';
import { getInstallerDiary } from '../storefront';
import { operatorMutation } from './operator-request';

/**
 * An admin takes time off the appointment book, or gives it back (POST /api/appointments/blocks, action add or
 * remove). The slot search reads the blocks, so a blocked time is offered to no shopper from the next search on;
 * appointments already booked then stay, for the operators to move by phone.
 */
export function postBlocks(request: NextRequest): Promise<Response> {
  return operatorMutation(request, 'Changing an appointment block failed', async ({ fields, store }) => {
    const diary = await getInstallerDiary();
    if (fields.action === 'remove') {
      const parsed = removeBlockSchema.safeParse(fields);
      if (!parsed.success) return { status: 422, error: { code: 'installations.notFound' } };
      return (await diary.removeBlock(parsed.data.blockId, store))
        ? { status: 200, notice: 'installations.blockRemoved' }
        : { status: 404, error: { code: 'installations.notFound' } };
    }
    const parsed = addBlockSchema(store).safeParse(fields);
    if (!parsed.success)
      return {
        status: 422,
        error: {
          code: 'installations.blockInvalid',
          fields: parsed.error.issues.map((issue) => String(issue.path[0])),
        },
        values: keptBlockValues(fields),
      };
    const { day: _day, ...block } = parsed.data;
    const added = await diary.addBlock(block);
    // The wall clock can turn a valid pair of times into none: 02:30 on the night the clocks go forward.
    if (!added)
      return { status: 422, error: { code: 'installations.blockInvalid' }, values: keptBlockValues(fields) };
    return { status: 201, notice: 'installations.blockAdded', data: { blockId: added.id } };
  });
}
