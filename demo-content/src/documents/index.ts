/** Every demo document input, gathered for the dataset builder. */
import type { DemoDocuments } from '../build/assemble';
import { blogPosts } from './blog-posts';
import { home } from './home';
import { contactPage } from './page-contact-us';
import { imprintPage } from './page-imprint';
import { paymentPage } from './page-payment';
import { privacyPage } from './page-privacy';
import { shippingPage } from './page-shipping';
import { termsPage } from './page-terms';
import { autumnPromotion } from './promotion-autumn';
import { newYearPromotion } from './promotion-new-year';
import { winterPromotion } from './promotion-winter';
import { redirects } from './redirects';
import { siteSettings } from './site-settings';
import { autoflowersTopList } from './top-list-autoflowers';
import { cbdTopList } from './top-list-cbd';
import { highYieldTopList } from './top-list-high-yield';
import { autoflowersTopic } from './topic-autoflowers';
import { beginnersTopic } from './topic-beginners';
import { cbdTopic } from './topic-cbd';
import { outdoorTopic } from './topic-outdoor';
import { videos } from './videos';

export const demoDocuments: DemoDocuments = {
  home,
  pages: [contactPage, imprintPage, paymentPage, privacyPage, shippingPage, termsPage],
  topics: [beginnersTopic, autoflowersTopic, outdoorTopic, cbdTopic],
  promotions: [autumnPromotion, winterPromotion, newYearPromotion],
  topLists: [autoflowersTopList, highYieldTopList, cbdTopList],
  siteSettings,
  redirects,
  blogPosts,
  videos,
};
