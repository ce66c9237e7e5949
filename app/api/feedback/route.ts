import type { NextRequest } from 'next/server';
import { postVisitorMessage } from '@/lib/contact/message-route';

/** The feedback form's message to the shop (see postVisitorMessage). */
export function POST(request: NextRequest): Promise<Response> {
  return postVisitorMessage('feedback', request);
}
