import { DEFAULT_SCHEDULES, type ServiceKind } from '../appointments/schedule';
import { serviceAreaOf, type AppointmentStore } from '../appointments/service-area';
import type { SlotQuery } from '../appointments/slots';

/** A slot query on the store's default schedule for the area of a postcode, asked at `from`, with an empty book. */
export function slotQuery(
  store: AppointmentStore,
  postcode: string,
  serviceKind: ServiceKind,
  from: string,
): SlotQuery {
  const area = serviceAreaOf(store, postcode);
  if (!area) throw new Error(`no area for ${postcode}`);
  return {
    store,
    area,
    serviceKind,
    from: new Date(from),
    booked: [],
    blocked: [],
    schedule: DEFAULT_SCHEDULES[store],
  };
}
