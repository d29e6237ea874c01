/** Info page `/shipping`: zones, delivery times, costs and packaging. */
import type { PageInput } from '../authoring-blocks';
import { demoShopNoticeBlock, t } from './shared';

export const shippingPage: PageInput = {
  kind: 'shipping',
  updatedAt: '2026-10-01',
  title: t('Shipping', 'Versand', 'Livraison', 'Envíos'),
  intro: t(
    'We ship from Berlin to every EU country, discreetly packed and with tracking.',
    'Wir versenden aus Berlin in alle EU-Länder, diskret verpackt und mit Sendungsverfolgung.',
    'Nous expédions depuis Berlin vers tous les pays de l’UE, dans un emballage discret et avec suivi.',
    'Enviamos desde Berlín a todos los países de la UE, con embalaje discreto y seguimiento.',
  ),
  blocks: [
    demoShopNoticeBlock,
    {
      _type: 'textSection',
      heading: t(
        'Zones, times and costs',
        'Zonen, Laufzeiten und Kosten',
        'Zones, délais et frais',
        'Zonas, plazos y costes',
      ),
      body: {
        en: [
          '## Germany',
          '- Delivery in 1–3 working days',
          '- €4.90, **free from €50**',
          '## EU zone 1',
          'Austria, Belgium, Czechia, Denmark, France, Luxembourg, the Netherlands and Poland.',
          '- Delivery in 2–5 working days',
          '- €7.90, **free from €80**',
          '## EU zone 2',
          'All other EU member states, including Spain, Portugal, Italy, Ireland, Sweden and Finland.',
          '- Delivery in 3–7 working days',
          '- €9.90, **free from €100**',
          'We do not ship outside the European Union.',
        ],
        de: [
          '## Deutschland',
          '- Zustellung in 1–3 Werktagen',
          '- 4,90 €, **ab 50 € versandkostenfrei**',
          '## EU-Zone 1',
          'Belgien, Dänemark, Frankreich, Luxemburg, die Niederlande, Österreich, Polen und Tschechien.',
          '- Zustellung in 2–5 Werktagen',
          '- 7,90 €, **ab 80 € versandkostenfrei**',
          '## EU-Zone 2',
          'Alle übrigen EU-Mitgliedstaaten, darunter Spanien, Portugal, Italien, Irland, Schweden und Finnland.',
          '- Zustellung in 3–7 Werktagen',
          '- 9,90 €, **ab 100 € versandkostenfrei**',
          'Außerhalb der Europäischen Union liefern wir nicht.',
        ],
        fr: [
          '## Allemagne',
          '- Livraison en 1 à 3 jours ouvrés',
          '- 4,90 €, **offerte dès 50 €**',
          '## Zone UE 1',
          'Autriche, Belgique, Danemark, France, Luxembourg, Pays-Bas, Pologne et Tchéquie.',
          '- Livraison en 2 à 5 jours ouvrés',
          '- 7,90 €, **offerte dès 80 €**',
          '## Zone UE 2',
          'Tous les autres États membres de l’UE, dont l’Espagne, le Portugal, l’Italie, l’Irlande, la Suède et la Finlande.',
          '- Livraison en 3 à 7 jours ouvrés',
          '- 9,90 €, **offerte dès 100 €**',
          'Nous ne livrons pas en dehors de l’Union européenne.',
        ],
        es: [
          '## Alemania',
          '- Entrega en 1–3 días laborables',
          '- 4,90 €, **gratis a partir de 50 €**',
          '## Zona UE 1',
          'Austria, Bélgica, Chequia, Dinamarca, Francia, Luxemburgo, Países Bajos y Polonia.',
          '- Entrega en 2–5 días laborables',
          '- 7,90 €, **gratis a partir de 80 €**',
          '## Zona UE 2',
          'El resto de Estados miembros de la UE, entre ellos España, Portugal, Italia, Irlanda, Suecia y Finlandia.',
          '- Entrega en 3–7 días laborables',
          '- 9,90 €, **gratis a partir de 100 €**',
          'No enviamos fuera de la Unión Europea.',
        ],
      },
    },
    {
      _type: 'textSection',
      heading: t('Packaging and dispatch', 'Verpackung und Versand', 'Emballage et expédition', 'Embalaje y envío'),
      body: {
        en: [
          'Orders placed by 12:00 on a working day leave our warehouse the same day, provided payment has arrived. Seeds travel in their original breeder packs inside a **plain, unmarked envelope or box**; the sender is seedshop GmbH.',
          'Every parcel is tracked. If a shipment has not arrived within 14 days, [contact us](/contact-us) and we will look into it with the carrier.',
          '> Please check the law in your country before ordering. Customs and police checks in the destination country are beyond our control.',
        ],
        de: [
          'Bestellungen, die an einem Werktag bis 12 Uhr eingehen, verlassen unser Lager noch am selben Tag, sofern die Zahlung eingegangen ist. Die Samen reisen in der Originalverpackung des Züchters in einem **neutralen, unbeschrifteten Umschlag oder Karton**; Absender ist die seedshop GmbH.',
          'Jede Sendung ist nachverfolgbar. Ist ein Paket nach 14 Tagen nicht angekommen, [schreib uns](/contact-us) – wir klären es mit dem Versanddienstleister.',
          '> Bitte prüfe vor der Bestellung die Rechtslage in deinem Land. Zoll- und Polizeikontrollen im Zielland liegen außerhalb unseres Einflusses.',
        ],
        fr: [
          'Les commandes passées avant 12 h un jour ouvré quittent notre entrepôt le jour même, si le paiement est reçu. Les graines voyagent dans leur emballage d’origine, à l’intérieur d’une **enveloppe ou d’un carton neutre et sans inscription** ; l’expéditeur est seedshop GmbH.',
          'Chaque colis est suivi. S’il n’est pas arrivé au bout de 14 jours, [contactez-nous](/contact-us) et nous ferons le point avec le transporteur.',
          '> Vérifiez la législation de votre pays avant de commander. Les contrôles douaniers ou policiers dans le pays de destination échappent à notre contrôle.',
        ],
        es: [
          'Los pedidos realizados antes de las 12:00 de un día laborable salen de nuestro almacén ese mismo día, siempre que el pago se haya recibido. Las semillas viajan en su envase original del criador, dentro de un **sobre o caja neutros y sin marcas**; el remitente es seedshop GmbH.',
          'Todos los paquetes llevan seguimiento. Si un envío no ha llegado en 14 días, [escríbenos](/contact-us) y lo revisaremos con la empresa de transporte.',
          '> Consulta la legislación de tu país antes de hacer el pedido. Los controles aduaneros o policiales en el país de destino escapan a nuestro control.',
        ],
      },
    },
  ],
  seo: {
    copy: {
      en: {
        title: 'Shipping — seedshop',
        description: 'Delivery times and costs for Germany and the EU, discreet packaging and tracking.',
      },
      de: {
        title: 'Versand – seedshop',
        description:
          'Lieferzeiten und Versandkosten für Deutschland und die EU, diskrete Verpackung und Sendungsverfolgung.',
      },
      fr: {
        title: 'Livraison — seedshop',
        description: 'Délais et frais de livraison pour l’Allemagne et l’UE, emballage discret et suivi.',
      },
      es: {
        title: 'Envíos — seedshop',
        description: 'Plazos y costes de envío para Alemania y la UE, embalaje discreto y seguimiento.',
      },
    },
    image: 'page-shipping',
  },
};
