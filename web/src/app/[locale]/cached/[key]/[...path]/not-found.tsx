import { MissingPageView } from '@/site/missing-page-texts';

/** HTTP 404 of a cached catch-all address, worded by the layout above (it knows the path). */
export default function CachedNotFound() {
  return <MissingPageView />;
}
