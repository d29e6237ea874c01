/** Server-side redirects per language: three internal ones and one external (flagged). */
import type { RedirectInput } from '../authoring-blocks';
import { t, topicHref, topicSlugs } from './shared';

export const redirects: readonly RedirectInput[] = [
  {
    key: 'old-faq',
    from: t('/faq', '/haeufige-fragen', '/questions-frequentes', '/preguntas-frecuentes'),
    to: '/contact-us',
    permanent: true,
  },
  {
    key: 'old-delivery',
    from: t('/delivery', '/lieferung', '/expedition', '/entrega'),
    to: '/shipping',
    permanent: true,
  },
  {
    key: 'old-beginners-guide',
    from: t('/beginners-guide', '/anfaenger-ratgeber', '/guide-debutant', '/guia-principiantes'),
    to: topicHref(topicSlugs.beginners),
    permanent: true,
  },
  {
    key: 'consumer-rights',
    from: t('/consumer-rights', '/verbraucherrechte', '/droits-des-consommateurs', '/derechos-del-consumidor'),
    to: t(
      'https://europa.eu/youreurope/citizens/consumers/index_en.htm',
      'https://europa.eu/youreurope/citizens/consumers/index_de.htm',
      'https://europa.eu/youreurope/citizens/consumers/index_fr.htm',
      'https://europa.eu/youreurope/citizens/consumers/index_es.htm',
    ),
    permanent: false,
    external: true,
  },
];
