export { localizePath } from './locale-path';
export { shopApiMountPath, shopApiPath, shopSessionRoutes } from './shop-api';
export { pagePath, pageUrl, shopLinkedPages, type ShopLinkedPage } from './shop-linked-pages';
export {
  contentListPath,
  contentPagePath,
  contentPagePathIn,
  contentPagePatterns,
  pageKindPaths,
  type ContentPageTarget,
} from './content-pages';
