import { NextResponse } from 'next/server';
import { env } from '@/config/env';

export const dynamic = 'force-dynamic';

/** Which build this server runs; clients compare it with their own. */
export function GET() {
  return NextResponse.json(
    { id: env.SEEDSHOP_BUILD_ID, timestamp: Date.now() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
