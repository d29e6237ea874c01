/** The home page (one per language). */
import type { HomeInput } from '../authoring-blocks';
import { homeBottomBlocks } from './home-bottom';
import { homeTopBlocks } from './home-top';
import { t } from './shared';

export const home: HomeInput = {
  title: t('Home', 'Startseite', 'Accueil', 'Inicio'),
  blocks: [...homeTopBlocks, ...homeBottomBlocks],
  seo: {
    copy: {
      en: {
        title: 'seedshop — cannabis seeds from 20 seed banks',
        description:
          'Feminized, autoflowering and CBD-rich cannabis seeds with honest descriptions and discreet EU shipping. For adults where legal.',
      },
      de: {
        title: 'seedshop – Cannabissamen von 20 Samenbanken',
        description:
          'Feminisierte, Autoflowering- und CBD-reiche Cannabissamen mit ehrlichen Beschreibungen und diskretem EU-Versand. Für Erwachsene.',
      },
      fr: {
        title: 'seedshop — graines de cannabis de 20 banques',
        description:
          'Graines de cannabis féminisées, à floraison automatique et riches en CBD, fiches honnêtes et livraison discrète dans l’UE. Pour adultes.',
      },
      es: {
        title: 'seedshop: semillas de cannabis de 20 bancos',
        description:
          'Semillas de cannabis feminizadas, autoflorecientes y ricas en CBD, con fichas honestas y envío discreto en la UE. Para adultos.',
      },
    },
    image: 'seo-default',
  },
};
