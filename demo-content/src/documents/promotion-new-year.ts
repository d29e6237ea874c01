/** Promotion: New Year autoflower week (January 2027). */
import type { PromotionInput } from '../authoring-blocks';
import { promotionSlugs, t } from './shared';

export const newYearPromotion: PromotionInput = {
  key: 'new-year-autoflowers',
  title: t(
    'New Year autoflowering week',
    'Neujahrs-Woche der Autoflowers',
    'Semaine autofloraison du Nouvel An',
    'Semana de las autoflorecientes de Año Nuevo',
  ),
  slug: promotionSlugs.newYear,
  badge: t('−25 %', '−25 %', '−25 %', '−25 %'),
  summary: t(
    'Start the year with a quick grow: selected autoflowers are 25 % off from 1 to 15 January.',
    'Starte mit einem schnellen Grow ins Jahr: Vom 1. bis 15. Januar gibt es ausgewählte Autoflowers 25 % günstiger.',
    'Commencez l’année par une culture rapide : une sélection de variétés à floraison automatique à −25 % du 1er au 15 janvier.',
    'Empieza el año con un cultivo rápido: autoflorecientes seleccionadas con un 25 % de descuento del 1 al 15 de enero.',
  ),
  startsAt: '2027-01-01T00:00:00Z',
  endsAt: '2027-01-15T22:59:59Z',
  image: {
    key: 'promo-new-year',
    alt: t(
      'Cannabis seeds scattered on a green surface',
      'Verstreute Cannabissamen auf grünem Grund',
      'Graines de cannabis éparpillées sur un fond vert',
      'Semillas de cannabis esparcidas sobre un fondo verde',
    ),
  },
  terms: {
    en: [
      'Valid from 1 to 15 January 2027 on the autoflowers listed, while stocks last; at most three packs per product and order.',
    ],
    de: [
      'Gültig vom 1. bis 15. Januar 2027 für die aufgeführten Autoflowers, solange der Vorrat reicht; höchstens drei Packungen pro Produkt und Bestellung.',
    ],
    fr: [
      'Valable du 1er au 15 janvier 2027 sur les variétés à floraison automatique indiquées, dans la limite des stocks ; trois paquets maximum par produit et par commande.',
    ],
    es: [
      'Válido del 1 al 15 de enero de 2027 en las autoflorecientes indicadas, hasta agotar existencias; como máximo tres paquetes por producto y pedido.',
    ],
  },
  products: ['prod-000222', 'prod-000203', 'prod-000023', 'prod-000358', 'prod-000059', 'prod-000327', 'prod-000305'],
  seo: {
    copy: {
      en: {
        title: 'New Year autoflowering week: 25 % off',
        description: '1–15 January: 25 % off selected autoflowering strains at seedshop.',
      },
      de: {
        title: 'Neujahrs-Woche: 25 % auf Autoflowers',
        description: '1.–15. Januar: 25 % Rabatt auf ausgewählte Autoflowering-Sorten bei seedshop.',
      },
      fr: {
        title: 'Semaine du Nouvel An : −25 % sur les variétés à floraison automatique',
        description: 'Du 1er au 15 janvier : 25 % de remise sur une sélection de variétés à floraison automatique.',
      },
      es: {
        title: 'Año Nuevo: 25 % en autoflorecientes',
        description: 'Del 1 al 15 de enero: 25 % de descuento en autoflorecientes seleccionadas en seedshop.',
      },
    },
  },
};
