import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { type NextRequest } from 'next/server';
import { safeReturnTo } from '@/routing/local-path';

/** `GET /api/draft-mode/disable?redirect=/de/blog`: back to published content, on this site only. */
export async function GET(request: NextRequest): Promise<never> {
  (await draftMode()).disable();
  redirect(safeReturnTo(request.nextUrl.searchParams.get('redirect'), '/'));
}
