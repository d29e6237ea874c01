import { Link } from '@/routing/link';
import { Icon } from '@/ui/icon/icon';

/** What a 404 page says, already in the page's language. */
export interface NotFoundTexts {
  readonly status: string;
  readonly title: string;
  /** "Page not found: {path}", or "Page Not Found: {fullPath}" when a validity check failed. */
  readonly message: string;
  readonly help: string;
  readonly backHome: string;
  readonly homeHref: string;
  /** The path the visitor asked for, e.g. `/de/does-not-exist`. */
  readonly path: string;
  readonly invalid: boolean;
}

/** The 404 page's body; markup only, so the cached pages' client-side boundary can show it too. */
export function NotFoundView({ texts }: { readonly texts: NotFoundTexts }) {
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      data-status={404}
      data-path={texts.path}
      data-reason={texts.invalid ? 'invalid' : 'unknown'}
    >
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{texts.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{texts.title}</h1>
      <p className="mt-4 break-all text-lg text-ink-700" data-testid="error-message">
        {texts.message}
      </p>
      <p className="mt-2 text-ink-600">{texts.help}</p>
      <Link
        href={texts.homeHref}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        <Icon name="lucide:house" />
        {texts.backHome}
      </Link>
    </section>
  );
}
