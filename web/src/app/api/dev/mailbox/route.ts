import { mailbox } from '@seedshop/shop/contract';
import { NextResponse, type NextRequest } from 'next/server';
import { askDevMailbox } from '@/shop-client/dev-mailbox.server';
import { mailboxMessageFromWire } from '@/shop-client/dev-mailbox-view';

export const dynamic = 'force-dynamic';

/**
 * The dev mailbox as JSON: the newest mails first, with the links they contain, so people and
 * end-to-end tests can follow confirmation links without a mail server. The shop answers 404 when
 * the dev mailbox is off (production, or SMTP configured).
 */
export async function GET(request: NextRequest) {
  const query = new URLSearchParams();
  const to = request.nextUrl.searchParams.get('to');
  const limit = request.nextUrl.searchParams.get('limit');
  if (to) query.set('to', to);
  if (limit) query.set('limit', limit);
  const upstream = await askDevMailbox(query);
  if (!upstream.ok) {
    return NextResponse.json({ message: 'Not found' }, { status: upstream.status === 422 ? 422 : 404 });
  }
  const parsed = mailbox.safeParse(await upstream.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ message: 'Unexpected mailbox answer' }, { status: 502 });
  return NextResponse.json(parsed.data.messages.map(mailboxMessageFromWire), {
    headers: { 'Cache-Control': 'no-store' },
  });
}
