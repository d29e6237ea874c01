import { NextResponse, type NextRequest } from 'next/server';
import { iconsOf, isIconSet } from '@/ui/icon/icon-data.server';

/**
 * Our own icon endpoint, answering like the Iconify API:
 * `GET /api/icons/lucide.json?icons=search,user` → Iconify JSON with just those icons.
 */
export async function GET(request: NextRequest, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  {
    const prefix = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!isIconSet(prefix)) {
      return NextResponse.json({ message: `Unknown icon set "${prefix || file}"` }, { status: 404 });
    }
    const names = (request.nextUrl.searchParams.get('icons') ?? '').split(',').filter(Boolean);
    if (names.length === 0) {
      return NextResponse.json({ message: 'Query parameter "icons" is required' }, { status: 400 });
    }
    const data = iconsOf(prefix, names);
    if (!data) return NextResponse.json({ message: 'No such icons' }, { status: 404 });
    return NextResponse.json(data, {
      headers: { 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' },
    });
  }
}
