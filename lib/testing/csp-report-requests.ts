import { NextRequest } from 'next/server';
import { POST } from '../../app/api/csp-report/route';

/** A violation report as a browser posts it to the shop's collector, from the given client address. */
export function postCspReport(body: string, contentType: string, address: string): Promise<Response> {
  return POST(
    new NextRequest('http://at.localhost:3100/api/csp-report', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, 'x-forwarded-for': address },
    }),
  );
}
