import type { NextRequest } from 'next/server';
import { postBooking } from '@/lib/booking/booking-route';

/** An installer's appointment booked (see postBooking). */
export function POST(request: NextRequest): Promise<Response> {
  return postBooking(request);
}
